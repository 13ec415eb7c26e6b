import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { formatDocumentTitle, useDocumentTitle } from '../src/lib/document-title';

describe('document title', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads "{route title} - DME Portal"', () => {
    expect(formatDocumentTitle('Login')).toBe('Login - DME Portal');
    expect(formatDocumentTitle(undefined)).toBe('DME Portal');
  });

  it('is set 500 ms after the title settles, and only the last of quick changes is applied', () => {
    document.title = 'before';
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'Login - DME Portal' } });
    vi.advanceTimersByTime(499);
    expect(document.title).toBe('before');
    rerender({ title: 'Welcome - DME Portal' });
    vi.advanceTimersByTime(499);
    expect(document.title).toBe('before');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('Welcome - DME Portal');
  });

  it('does not fire after unmount', () => {
    document.title = 'before';
    const { unmount } = renderHook(() => useDocumentTitle('Gone - DME Portal'));
    unmount();
    vi.advanceTimersByTime(1000);
    expect(document.title).toBe('before');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { bindSessionReset } from '../src/app/session-reset';
import { rememberReturnUrl, takeReturnUrl } from '../src/lib/return-url';
import { nextLocalDayStart, session } from '../src/lib/session';

describe('session store', () => {
  it('keeps the tokens in localStorage under token and temp_token', () => {
    session.setToken('main');
    session.setTempToken('temp');
    expect(localStorage.getItem('token')).toBe('main');
    expect(localStorage.getItem('temp_token')).toBe('temp');
    session.clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('temp_token')).toBeNull();
    expect(session.getState()).toMatchObject({ token: null, tempToken: null, staffId: null, location: null, shortHash: null });
  });

  it('prefers the main token as bearer', () => {
    expect(session.bearer()).toBeNull();
    session.setTempToken('temp');
    expect(session.bearer()).toBe('temp');
    session.setToken('main');
    expect(session.bearer()).toBe('main');
  });

  it('notifies subscribers on a change only', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.setToken('a');
    session.setToken('a');
    session.clear();
    unsubscribe();
    session.setToken('b');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows another tab signing in', () => {
    localStorage.setItem('token', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(session.getState().token).toBe('from-other-tab');
  });

  it('drops every cached query when the session is cleared', () => {
    const queryClient = new QueryClient();
    session.setToken('main');
    const unbind = bindSessionReset(queryClient);
    queryClient.setQueryData(['orders'], [1]);
    session.setTempToken('temp');
    expect(queryClient.getQueryData(['orders'])).toEqual([1]);
    session.clear();
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
    unbind();
  });
});

describe('return URL', () => {
  it('is used once', () => {
    rememberReturnUrl('/supplier/orders?page=2');
    expect(takeReturnUrl()).toBe('/supplier/orders?page=2');
    expect(takeReturnUrl()).toBeNull();
  });

  it('never points off the site', () => {
    rememberReturnUrl('//evil.test/x');
    rememberReturnUrl('https://evil.test/');
    expect(takeReturnUrl()).toBeNull();
    localStorage.setItem('returnUrl', '//evil.test/x');
    expect(takeReturnUrl()).toBeNull();
  });
});

describe('location chosen for the day', () => {
  afterEach(() => vi.useRealTimers());

  it('expires at the next local day start', () => {
    expect(new Date(nextLocalDayStart(new Date(2025, 0, 31, 0, 0, 0).getTime()))).toEqual(new Date(2025, 1, 1, 0, 0, 0));
    expect(new Date(nextLocalDayStart(new Date(2025, 11, 31, 23, 59, 59).getTime()))).toEqual(new Date(2026, 0, 1));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 4, 6, 8, 30));
    session.setLocation(21);
    expect(JSON.parse(localStorage.getItem('location_id') ?? 'null')).toEqual({ id: 21, expiresAt: new Date(2025, 4, 7).getTime() });
    vi.setSystemTime(new Date(2025, 4, 6, 23, 59, 59, 999));
    expect(session.locationId()).toBe(21);
    vi.setSystemTime(new Date(2025, 4, 7, 0, 0, 0));
    expect(session.locationId()).toBeNull();
    expect(localStorage.getItem('location_id')).toBeNull();
  });

  it('a choice of an earlier day is dropped when the page loads', () => {
    localStorage.setItem('location_id', JSON.stringify({ id: 21, expiresAt: Date.now() - 1 }));
    session.reload();
    expect(session.getState().location).toBeNull();
    localStorage.setItem('location_id', JSON.stringify({ id: 21, expiresAt: Date.now() + 60_000 }));
    session.reload();
    expect(session.getState().location?.id).toBe(21);
  });
});

describe('the rest of the stored session', () => {
  it('keeps staff_id, s-hash and the sidebar state in localStorage', () => {
    session.setStaffId(12);
    session.setShortHash('abc123');
    session.setSidebarCollapsed(true);
    expect(localStorage.getItem('staff_id')).toBe('12');
    expect(localStorage.getItem('s-hash')).toBe('abc123');
    expect(localStorage.getItem('sidebar')).toBe('collapsed');
  });

  it('logout clears tokens, staff, location and s-hash but not the sidebar preference', () => {
    session.setToken('main');
    session.setStaffId(12);
    session.setLocation(3);
    session.setShortHash('abc');
    session.setSidebarCollapsed(true);
    session.clear();
    expect(session.getState()).toEqual({ token: null, tempToken: null, staffId: null, location: null, shortHash: null, sidebarCollapsed: true });
    expect(localStorage.getItem('sidebar')).toBe('collapsed');
  });
});

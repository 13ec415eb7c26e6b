import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Popover, StatusBadge, Tooltip } from '../../src/components';
import { renderUi } from './render';

describe('Popover (foundation §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const trigger = () => screen.getByRole('button', { name: 'Billing help' });
  const panel = () => screen.queryByRole('dialog', { name: 'Billing help' });
  const mount = () =>
    renderUi(
      <Popover label="Billing help">
        <p>Claims go out nightly.</p>
      </Popover>,
    );
  const touch = (dx: number, dy: number) => {
    fireEvent.pointerDown(trigger(), { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(trigger(), { pointerType: 'touch', clientX: 100 + dx, clientY: 100 + dy });
    fireEvent.click(trigger());
  };

  it('opens and closes from its trigger', () => {
    mount();
    fireEvent.click(trigger());
    expect(panel()).not.toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger());
    expect(panel()).toBeNull();
  });

  it('takes a touch that moved up to 20 px as a tap, and one that moved further as a scroll', () => {
    mount();
    touch(21, 0);
    expect(panel()).toBeNull();
    touch(0, 20);
    expect(panel()).not.toBeNull();
    touch(12, 16); // 20 px diagonally: still a tap, closes it
    expect(panel()).toBeNull();
  });

  it('cannot be reopened for 300 ms after it closed by itself (Escape or a click outside)', () => {
    mount();
    fireEvent.click(trigger());
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(panel()).toBeNull();
    act(() => vi.advanceTimersByTime(299));
    fireEvent.click(trigger());
    expect(panel()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(trigger());
    expect(panel()).not.toBeNull();

    fireEvent.mouseDown(document.body);
    expect(panel()).toBeNull();
    fireEvent.click(trigger());
    expect(panel()).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(trigger());
    expect(panel()).not.toBeNull();
  });

  it('shows a tooltip at once and hides it at once (delays 0)', () => {
    renderUi(
      <Tooltip label="Copy the order number">
        <button>Copy</button>
      </Tooltip>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByText('Copy the order number')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.queryByText('Copy the order number')).toBeNull();
  });
});

describe('StatusBadge (foundation §4)', () => {
  it.each([
    [0, 'Draft'],
    [1, 'Draft'],
    [3, 'Pend HIPAA'],
    [5, 'Initial'],
    [10, 'Intake'],
    [20, 'Pend PRSC'],
    [40, 'Ready For Service'],
    [100, 'Completed'],
    [-10, 'In work'],
    [-100, 'Delivered'],
  ])('shows status %i as %s', (status, name) => {
    renderUi(<StatusBadge status={status} />);
    expect(screen.getByText(name)).toBeTruthy();
  });

  it.each([42, null, undefined])('shows %s as Unknown', (status) => {
    renderUi(<StatusBadge status={status} />);
    expect(screen.getByText('Unknown')).toBeTruthy();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import { LINK_TOAST, linkToastStore, notify, notifyLink, TOAST_DEFAULTS } from '../src/lib/notify';
import { renderApp } from './render-app';
import { setViewportWidth } from './setup';

const shown = () => notificationsStore.getState().notifications;

describe('notifications', () => {
  it('default to 3000 ms, 300 ms transitions, 300 px wide, top-right', () => {
    expect(TOAST_DEFAULTS).toEqual({ autoClose: 3000, transitionDuration: 300, width: 300, position: 'top-right' });
    expect(LINK_TOAST).toEqual({ autoClose: false, width: 900 });
  });

  it('are info by default, and success, warning, error and info by type', () => {
    notify('Saved draft');
    notify.success('Order sent');
    notify.warning('Careful');
    notify.error('Broken');
    notify.info('FYI');
    expect(shown().map((n) => [n.message, n.color, n['data-alert-type'], n.autoClose])).toEqual([
      ['Saved draft', 'blue', 'info', 3000],
      ['Order sent', 'green', 'success', 3000],
      ['Careful', 'yellow', 'warning', 3000],
      ['Broken', 'red', 'error', 3000],
      ['FYI', 'blue', 'info', 3000],
    ]);
  });

  it('title success "Success"; copying shows "Copied"', () => {
    notify.success('Order sent');
    notify.copied();
    expect(shown().map((n) => [n.title, n.message])).toEqual([
      ['Success', 'Order sent'],
      ['Success', 'Copied'],
    ]);
  });

  it('close when clicked, and the container is top-right and 300 px wide (100% on phones)', async () => {
    renderApp('/no/such/page');
    notify.warning('Click me');
    const toast = await screen.findByText('Click me');
    const container = toast.closest('[data-position]') as HTMLElement;
    expect(container.getAttribute('data-position')).toBe('top-right');
    expect(container.getAttribute('style')).toContain('--notifications-container-width: calc(18.75rem * var(--mantine-scale))');
    fireEvent.click(toast);
    await waitFor(() => expect(screen.queryByText('Click me')).toBeNull());
  });

  it('take the full width on a phone', async () => {
    setViewportWidth(375);
    renderApp('/no/such/page');
    notify('Narrow');
    const toast = await screen.findByText('Narrow');
    expect((toast.closest('[data-position]') as HTMLElement).getAttribute('style')).toContain('--notifications-container-width: 100%');
  });

  it('link toasts stay, are 900 px wide, and open their link in the app', async () => {
    renderApp('/no/such/page');
    const open = vi.fn();
    notifyLink({ title: 'Mentioned', message: 'Please check', to: '/doctor/orders/5/edit', linkLabel: 'Open order #5', onOpen: open });
    expect(linkToastStore.getState().notifications[0]).toMatchObject({ autoClose: false, title: 'Mentioned' });
    const link = await screen.findByRole('link', { name: 'Open order #5' });
    expect(link.getAttribute('href')).toBe('/doctor/orders/5/edit');
    expect((link.closest('[data-position]') as HTMLElement).getAttribute('style')).toContain('calc(56.25rem * var(--mantine-scale))');
    fireEvent.click(link);
    expect(open).toHaveBeenCalledWith('/doctor/orders/5/edit');
  });
});

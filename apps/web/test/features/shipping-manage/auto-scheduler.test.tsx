import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OPTIMIZE_PROGRESS_EVENT, type OptimizedPlan } from '@dme/contract';
import { AutoSchedulerPage } from '../../../src/features/shipping-manage';
import { realtimeLink } from '../../../src/features/shipping-manage/api/realtime';
import type { installFakeServer } from '../../fake-server';
import { ok, page } from '../helpers';
import { BASE, DAY, driver, fakeRealtime, point, renderPage, route, signIn } from './support';

const proposal = (saved: boolean): OptimizedPlan => ({
  saved,
  routes: [route(0, 1, 'Ana Lopez', [point(1, 103, 'Cara Chen'), point(2, 101, 'Alice Adams')], { optimized: true, lateness_s: 600 })],
  unassigned: [{ suborder_id: 104, number: '90-104', reason: 'No driver has the oxygen skill.' }],
  totals: { distance_m: 32_000, duration_s: 7200, lateness_s: 600, stops: 2 },
  solver: { seconds: 2, iterations: 1200, seed: 1 },
});

describe('shipping manage: auto-scheduler', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    realtimeLink.connect = null;
  });

  it('proposes routes with progress, then saves the proposal as the plan', async () => {
    const realtime = fakeRealtime();
    realtimeLink.connect = realtime.connect;
    server = signIn({
      [`GET ${BASE}/drivers?active=1&sortBy=name&sortType=asc&page=1&rowsPerPage=100`]: ok(page([driver(), driver({ id: 2, name: 'Ben Ortiz' })])),
      [`POST ${BASE}/create-optimized-routes`]: (request) => ({ status: 200, data: { data: proposal((request.body as { save: boolean }).save) } }),
    });
    renderPage('/auto', '/auto', <AutoSchedulerPage />);
    const form = await screen.findByRole('form', { name: 'Optimise' });
    await within(form).findByRole('checkbox', { name: 'Ben Ortiz' });
    fireEvent.change(within(form).getByLabelText(/Day/), { target: { value: DAY } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Ben Ortiz' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Time budget/ }), { target: { value: '3' } });
    // The progress is pushed on the planner's own channel.
    await waitFor(() => expect(realtime.handlers.map((h) => [h.channel, h.event])).toEqual([['private-user.2', OPTIMIZE_PROGRESS_EVENT]]));
    fireEvent.click(within(form).getByRole('button', { name: 'Propose routes' }));

    const section = await screen.findByLabelText('Proposal');
    expect(within(section).getByText('Cara Chen')).toBeTruthy();
    expect(within(section).getByText('90-104: No driver has the oxygen skill.')).toBeTruthy();
    expect(within(section).getAllByText('10 min late').length).toBeGreaterThan(0);
    const [first] = server.requests.filter((r) => r.method === 'POST');
    expect(first!.body).toEqual({ date: DAY, driver_ids: [1], seconds: 3, save: false });

    fireEvent.click(within(section).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByRole('link', { name: 'Open the routes of the day' })).toBeTruthy();
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts[1]!.body).toEqual({ date: DAY, driver_ids: [1], plan: [{ driver_id: 1, suborder_ids: [103, 101] }], save: true });
  });
});

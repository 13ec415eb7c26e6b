import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SchedulerPage } from '../../../src/features/shipping-manage';
import type { installFakeServer, RecordedRequest } from '../../fake-server';
import { fail, ok, page } from '../helpers';
import { BASE, DAY, driver, point, renderPage, route, signIn, suborder } from './support';

const ana = driver({ id: 1, name: 'Ana Lopez' });
const ben = driver({ id: 2, name: 'Ben Ortiz', skills: [] });
const anaRoute = route(70, 1, 'Ana Lopez', [point(1, 101, 'Alice Adams'), point(2, 102, 'Bob Brown')]);
const unassigned = suborder(103, 'Cara Chen', { required_skills: ['oxygen'] });

function board(createRoute: (request: RecordedRequest) => { status: number; data?: unknown }) {
  return signIn({
    [`GET ${BASE}/drivers?active=1&sortBy=name&sortType=asc&page=1&rowsPerPage=100`]: ok(page([ana, ben])),
    [`GET ${BASE}/suborders?date=${DAY}&state=unassigned`]: ok({ data: [unassigned] }),
    [`GET ${BASE}/routes?date=${DAY}&page=1&rowsPerPage=100`]: ok(page([anaRoute])),
    [`GET ${BASE}/routes/70`]: ok({ data: anaRoute }),
    [`POST ${BASE}/create-route`]: createRoute,
  });
}
const posted = (server: ReturnType<typeof installFakeServer>) =>
  server.requests.filter((r) => r.method === 'POST' && r.url === `${BASE}/create-route`).map((r) => r.body);

describe('shipping manage: scheduler board', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('moves a stop up with Alt+ArrowUp and sends the driver’s whole route in the new order', async () => {
    server = board((request) => {
      const body = request.body as { suborder_ids: number[] };
      const points = body.suborder_ids.map((id, i) => point(i + 1, id, id === 101 ? 'Alice Adams' : id === 102 ? 'Bob Brown' : 'Cara Chen'));
      return { status: 200, data: { data: route(70, 1, 'Ana Lopez', points, { distance_m: 40_000 }) } };
    });
    renderPage('/board', `/board?date=${DAY}`, <SchedulerPage />);
    const anaList = await screen.findByRole('list', { name: 'Ana Lopez’s route' });
    const bob = within(anaList).getByRole('listitem', { name: 'Stop 2: 90-102, Bob Brown' });

    fireEvent.keyDown(bob, { key: 'ArrowUp', altKey: true });
    // Optimistic: the order changes before the server answers.
    expect(within(anaList).getAllByRole('listitem').map((li) => li.getAttribute('data-card'))).toEqual(['102', '101']);
    await waitFor(() => expect(posted(server!)).toEqual([{ driver_id: 1, date: DAY, suborder_ids: [102, 101] }]));
    expect(await screen.findByText(/24\.9 mi \(40\.0 km\)/)).toBeTruthy();

    // 2 sends the unassigned suborder to the second driver; Delete takes a stop off Ana's route.
    const cara = within(screen.getByRole('list', { name: 'Unassigned' })).getByRole('listitem', { name: '90-103, Cara Chen' });
    fireEvent.keyDown(cara, { key: '2' });
    await waitFor(() => expect(posted(server!)).toHaveLength(2));
    expect(posted(server!)[1]).toEqual({ driver_id: 2, date: DAY, suborder_ids: [103] });
    const benList = screen.getByRole('list', { name: 'Ben Ortiz’s route' });
    // Ben lacks the oxygen skill the suborder needs: the card says so.
    expect(within(benList).getByText('Needs oxygen')).toBeTruthy();

    fireEvent.keyDown(within(anaList).getByRole('listitem', { name: /Alice Adams/ }), { key: 'Delete' });
    await waitFor(() => expect(posted(server!)).toHaveLength(3));
    expect(posted(server!)[2]).toEqual({ driver_id: 1, date: DAY, suborder_ids: [102] });
    expect(within(screen.getByRole('list', { name: 'Unassigned' })).getByRole('listitem', { name: /Alice Adams/ })).toBeTruthy();
  });

  it('puts the card back and says why when the server refuses the change (409)', async () => {
    server = board(fail(409, 'Suborder 90-103 is on another route.'));
    renderPage('/board', `/board?date=${DAY}`, <SchedulerPage />);
    const unassignedList = await screen.findByRole('list', { name: 'Unassigned' });
    fireEvent.keyDown(within(unassignedList).getByRole('listitem', { name: '90-103, Cara Chen' }), { key: '1' });
    expect(within(screen.getByRole('list', { name: 'Ana Lopez’s route' })).getAllByRole('listitem')).toHaveLength(3);
    expect(await screen.findByText('Suborder 90-103 is on another route.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Ana Lopez’s route' })).getAllByRole('listitem')).toHaveLength(2));
    expect(within(screen.getByRole('list', { name: 'Unassigned' })).getByRole('listitem', { name: '90-103, Cara Chen' })).toBeTruthy();
    expect(posted(server)).toEqual([{ driver_id: 1, date: DAY, suborder_ids: [101, 102, 103] }]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '../../src/lib/session';
import { installFakeServer, makeUser, type FakeHandler } from '../fake-server';
import { renderApp } from '../render-app';
import { makeTask, ok, page, signedInServer } from './helpers';
import { wideText } from '../table-text';

const owner = makeUser({ name: 'Sam Rivera', account: { id: 1, type: 'supplier', name: 'Sunrise Medical Supply' } });
const staffAt = (permissions: string[]) =>
  makeUser({
    id: 9,
    name: 'Tina Brooks',
    is_staff: true,
    roles: ['supplier', 'staff'],
    locations: [{ id: 21, name: 'Main Warehouse' }],
    permissions: { '21': permissions },
  });

const latest = [
  makeTask({ id: 6 }),
  makeTask({ id: 5, object: 'General', message: 'Review CMN documents', status: 'open', due_date: '2026-03-04' }),
  makeTask({ id: 2, object: 'General', message: 'Renew the PECOS enrollment', status: 'overdue', due_date: '2026-03-01' }),
];

function signIn(user = owner, extra: Record<string, FakeHandler> = {}) {
  return signedInServer(user, {
    'GET /api/dashboard/settings': ok({ data: { widgets: ['latest-tasks'] } }),
    'GET /api/dashboard/widgets': ok({ data: [{ key: 'latest-tasks', title: 'Latest tasks', description: 'The newest tasks.' }] }),
    'GET /api/dashboard/widgets/latest-tasks': ok({ data: { widget: 'latest-tasks', tasks: latest, total: 6 } }),
    'GET /api/vendor/tasks?page=1&rowsPerPage=25': ok(page(latest, 6)),
    'GET /api/vendor/tasks/current?page=1&rowsPerPage=25': ok(page(latest, 3)),
    'GET /api/vendor/tasks/current?page=1&rowsPerPage=25&sortBy=due_date&sortType=asc': ok(page([...latest].reverse(), 3)),
    'GET /api/vendor/tasks/completed?page=1&rowsPerPage=25': ok(
      page([makeTask({ id: 1, status: 'completed', completed_at: '2026-03-01T12:00:00.000Z' })], 1),
    ),
    ...extra,
  });
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('supplier dashboard: latest tasks', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('shows the latest-tasks table with exactly Object, Status, Task, Author and Deadline; a row opens the tasks screen', async () => {
    server = signIn();
    const { router } = renderApp('/supplier/dashboard');
    const table = await screen.findByRole('table', { name: 'Latest tasks' });
    expect(headers(table)).toEqual(['Object', 'Status', 'Task', 'Author', 'Deadline']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[2]!).getAllByRole('cell').map(wideText)).toEqual([
      'General',
      'Overdue',
      'Renew the PECOS enrollment',
      'Sam Rivera',
      '03/01/2026',
    ]);
    // On a phone the task keeps the room: object, status and deadline give way to a line under the task.
    for (const column of ['Object', 'Status', 'Author', 'Deadline'])
      expect(within(table).getByRole('columnheader', { name: column }).className).toContain('mantine-visible-from-sm');
    expect(within(rows[2]!).getByText('General · due 03/01/2026').closest('.mantine-hidden-from-sm')).not.toBeNull();
    expect(screen.getByTestId('summary-name').textContent).toBe('Sam Rivera');
    fireEvent.click(rows[0]!);
    // supplier.tasks opens its first tab.
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/tasks/current'));
    expect(await screen.findByRole('table', { name: 'Current tasks' })).toBeTruthy();
  });

  it('"Latest Tasks" opens a modal with the whole list, paged by the server', async () => {
    server = signIn();
    renderApp('/supplier/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Latest Tasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Latest Tasks' });
    const table = await within(dialog).findByRole('table', { name: 'Latest tasks, all' });
    expect(headers(table)).toEqual(['Object', 'Status', 'Task', 'Author', 'Deadline']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(server.requests.some((r) => r.url === '/api/vendor/tasks?page=1&rowsPerPage=25')).toBe(true);
  });
});

describe('supplier tasks screens', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('lists current tasks from the server, sorts there, and completes a task after confirming', async () => {
    server = signIn(owner, { 'POST /api/vendor/tasks/6/complete': ok({ data: makeTask({ id: 6, status: 'completed' }) }) });
    renderApp('/supplier/tasks');
    const table = await screen.findByRole('table', { name: 'Current tasks' });
    expect(headers(table)).toEqual(['Object', 'Status', 'Task', 'Author', 'Deadline', 'Assignee', 'Action']);

    fireEvent.click(within(table).getByRole('button', { name: /Deadline/ }));
    await waitFor(() =>
      expect(server!.requests.at(-1)?.url).toBe('/api/vendor/tasks/current?page=1&rowsPerPage=25&sortBy=due_date&sortType=asc'),
    );

    const row = await within(table).findByText('Confirm Friday delivery windows with the drivers');
    fireEvent.click(within(row.closest('tr')!).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(within(dialog).getByText('Mark “Confirm Friday delivery windows with the drivers” as completed?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server!.requests.some((r) => r.method === 'POST' && r.url === '/api/vendor/tasks/6/complete')).toBe(true));
    expect(await screen.findByText('Task completed')).toBeTruthy();
  });

  it('cancelling the confirmation completes nothing', async () => {
    server = signIn();
    renderApp('/supplier/tasks/current');
    const table = await screen.findByRole('table', { name: 'Current tasks' });
    fireEvent.click((await within(table).findAllByRole('button', { name: 'Complete' }))[0]!);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('hides "Complete" from staff without "manage tasks" at their location, and shows it to those with it', async () => {
    session.setLocation(21);
    server = signIn(staffAt(['order view 5']));
    const first = renderApp('/supplier/tasks/current');
    const table = await screen.findByRole('table', { name: 'Current tasks' });
    await within(table).findByText('Review CMN documents');
    expect(headers(table)).not.toContain('Action');
    expect(within(table).queryByRole('button', { name: 'Complete' })).toBeNull();
    first.unmount();
    server.restore();

    server = signIn(staffAt(['manage tasks']));
    session.setLocation(21);
    renderApp('/supplier/tasks/current');
    const allowed = await screen.findByRole('table', { name: 'Current tasks' });
    expect((await within(allowed).findAllByRole('button', { name: 'Complete' })).length).toBe(3);
  });

  it('the completed tab lists completed tasks with when they were completed, and no action', async () => {
    server = signIn();
    renderApp('/supplier/tasks/completed');
    const table = await screen.findByRole('table', { name: 'Completed tasks' });
    expect(headers(table)).toEqual(['Object', 'Status', 'Task', 'Author', 'Deadline', 'Assignee', 'Completed']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(1, 2)).toEqual(['Completed']);
    expect(cells[6]).toMatch(/^03\/01\/2026 \d{2}:\d{2} (AM|PM)$/);
    expect(screen.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe('true');
  });
});

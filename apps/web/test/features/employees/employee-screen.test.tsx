import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeDetail } from '@dme/contract';
import { isImplementedRoute } from '../../../src/app/implemented-routes';
import { installFakeServer, makeUser, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { ok, signedInServer } from '../helpers';

const owner = makeUser({ locations: [{ id: 1, name: 'Main Warehouse' }, { id: 2, name: 'East Branch' }] });

function makeEmployee(overrides: Partial<EmployeeDetail> = {}): EmployeeDetail {
  return {
    id: 21,
    name: 'Nora Hale',
    email: 'nora@demo.test',
    login: 'nora@demo.test',
    role: 'supplier',
    staff_roles: ['hr'],
    departments: [{ id: 1, name: 'Main Warehouse' }],
    status: 'active',
    last_login: null,
    job_title: 'Office manager',
    documents_lapsing: 1,
    phone: '',
    hired_on: null,
    blocked_at: null,
    permissions: [
      { location_id: 1, name: 'Main Warehouse', permissions: ['hr', 'order view 10'] },
      { location_id: 2, name: 'East Branch', permissions: null },
    ],
    pay: null,
    commission_rules: [],
    is_self: false,
    ...overrides,
  };
}

function signIn(extra: Record<string, FakeHandler> = {}) {
  return signedInServer(owner, { 'GET /api/vendor/employees/21': ok({ data: makeEmployee() }), ...extra });
}

describe('supplier: an employee screen', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('offers the tabs whose screens exist, with the lapsing documents counted on Documents', async () => {
    server = signIn();
    renderApp('/supplier/employees/profile/21/permissions');
    // The first test loads the lazy screen chunk.
    expect((await screen.findByRole('tab', { name: 'Permissions' }, { timeout: 20_000 })).getAttribute('aria-selected')).toBe('true');
    for (const name of ['Personal', 'Billing', 'Notes', 'Driver config']) expect(screen.getByRole('tab', { name })).toBeTruthy();
    expect(screen.queryAllByRole('tab', { name: 'Tracking' })).toHaveLength(isImplementedRoute('supplier.employees.profile.show.tracking') ? 1 : 0);
    expect(within(screen.getByRole('tab', { name: /Documents/ })).getByText('1')).toBeTruthy();
  }, 40_000);

  it('saves the grid of one department alone, with the keys ticked', async () => {
    let saved: unknown = null;
    server = signIn({
      'PUT /api/vendor/employees/21': (r) => {
        saved = r.body;
        return { status: 200, data: { data: makeEmployee() } };
      },
    });
    renderApp('/supplier/employees/profile/21/permissions');
    const hr = (await screen.findByRole('checkbox', { name: 'HR (employees)' })) as HTMLInputElement;
    expect(hr.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'order edit 10' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'HR (employees)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions at Main Warehouse' }));
    await waitFor(() => expect(saved).not.toBeNull());
    const body = saved as { permissions: { location_id: number; permissions: string[] }[] };
    expect(body.permissions).toHaveLength(1);
    expect(body.permissions[0]!.location_id).toBe(1);
    expect([...body.permissions[0]!.permissions].sort()).toEqual(['order edit 10', 'order view 10']);
  }, 40_000);

  it('blocks only after the confirmation', async () => {
    let blocked: unknown = null;
    server = signIn({
      'POST /api/vendor/employees/21/block': (r) => {
        blocked = r.body;
        return { status: 200, data: { data: makeEmployee({ status: 'blocked' }) } };
      },
    });
    renderApp('/supplier/employees/profile/21/personal');
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog');
    expect(blocked).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(blocked).toEqual({ blocked: true }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
  }, 40_000);
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from '../../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, page, signedInServer } from '../helpers';
import { doctor, doctorStaff, makeSettings, makeSupplierDetail, makeSupplierSummary } from './fixtures';

const sunrise = makeSupplierSummary();
const lakeshore = makeSupplierSummary({
  id: 4,
  name: 'Lakeshore Respiratory Care',
  city: 'Cleveland',
  is_preferred: false,
  insurances_count: 2,
});

function signIn(user = doctor, extra: Record<string, FakeHandler> = {}) {
  return signedInServer(user, {
    'GET /api/doctor/vendors?page=1&rowsPerPage=25': ok(page([sunrise, lakeshore])),
    'GET /api/doctor/vendors/1': ok({ data: makeSupplierDetail() }),
    'GET /api/doctor/vendors/1/insurances': ok({ data: makeSettings() }),
    ...extra,
  });
}

describe('doctor suppliers', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('lists suppliers with the preferred ones marked, filters preferred ones on the server, opens one', async () => {
    server = signIn(doctor, { 'GET /api/doctor/vendors?page=1&rowsPerPage=25&preferred=1': ok(page([sunrise])) });
    const { router } = renderApp('/doctor/suppliers');
    expect(await screen.findByRole('heading', { name: 'Suppliers' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    const first = await within(table).findByRole('row', { name: /Sunrise Medical Supply/ });
    expect(first.textContent).toContain('Preferred');
    expect(first.textContent).toContain('Columbus, OH');
    expect(first.textContent).toContain('+1 (614) 555-0100');
    expect(within(table).getByRole('row', { name: /Lakeshore/ }).textContent).not.toContain('Preferred');
    fireEvent.click(screen.getByRole('switch', { name: 'Preferred only' }));
    await waitFor(() => expect(within(table).queryByText('Lakeshore Respiratory Care')).toBeNull());
    fireEvent.click(within(table).getByText('Sunrise Medical Supply'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/suppliers/1/manage'));
  });

  it('saves the preferred flag and the payers whose orders go to the supplier', async () => {
    server = signIn(doctor, {
      'PUT /api/doctor/vendors/1/insurances': (request) =>
        ok({ data: makeSettings({ is_preferred: false, updated_at: '2026-02-01T10:00:00.000Z' }) })(request),
    });
    renderApp('/doctor/suppliers/1/manage');
    expect(await screen.findByRole('heading', { name: 'Sunrise Medical Supply' })).toBeTruthy();
    const company = screen.getByRole('region', { name: 'Company' });
    expect(within(company).getByText('+1 (614) 555-0100 (Main)')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Your settings for this supplier' });
    expect(
      (within(form).getByRole('checkbox', { name: 'Send Medicare DME MAC Jurisdiction B (CGS) orders' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(form).getByRole('switch', { name: 'Preferred supplier' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Send Aetna orders' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Send Medicare DME MAC Jurisdiction B (CGS) orders' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your settings for this supplier were saved')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ is_preferred: false, payer_ids: ['60054'] });
  });

  it('shows a refused payer as the form’s error', async () => {
    server = signIn(doctor, {
      'PUT /api/doctor/vendors/1/insurances': fail(422, 'The supplier does not accept this payer.', {
        'payer_ids.0': ['The supplier does not accept this payer.'],
      }),
    });
    renderApp('/doctor/suppliers/1/manage');
    const form = await screen.findByRole('form', { name: 'Your settings for this supplier' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('The supplier does not accept this payer.')).toBeTruthy();
  });

  it('is read-only for the practice’s staff, and says so for an unknown supplier', async () => {
    session.setLocation(40);
    server = signIn(doctorStaff, {
      'GET /api/doctor/vendors/1/insurances': ok({ data: makeSettings({ can_edit: false }) }),
      'GET /api/doctor/vendors/77': fail(404, 'Supplier not found.'),
      'GET /api/doctor/vendors/77/insurances': fail(404, 'Supplier not found.'),
    });
    const { router } = renderApp('/doctor/suppliers/1/manage');
    const form = await screen.findByRole('form', { name: 'Your settings for this supplier' });
    expect(within(form).getByText('Only the prescriber changes the practice’s supplier settings.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect((within(form).getByRole('checkbox', { name: 'Send Aetna orders' }) as HTMLInputElement).disabled).toBe(true);
    await router.navigate('/doctor/suppliers/77/manage');
    expect(await screen.findByText('Supplier not found')).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeServer } from '../../fake-server';
import { renderApp } from '../../render-app';
import { ok, page, signedInServer } from '../helpers';
import { makePatient, supplier } from '../patients/fixtures';
import { makeSuborder } from './fixtures';

vi.mock('../../../src/app/implemented-routes', async (load) => (await import('./mount')).withShippingNames(await load()));
vi.mock('../../../src/app/routes', async (load) => (await import('./mount')).withShippingPages(await load()));

describe('a patient’s suborders', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('shows the shipping data and only this patient’s suborders, on the Suborders tab after Orders', async () => {
    server = signedInServer(supplier, {
      'GET /api/vendor/patients/5': ok({ data: makePatient() }),
      'GET /api/vendor/patients/5/duplicates': ok({ data: [] }),
      'GET /api/vendor/patients/5/shipping-data': ok({
        data: {
          addresses: [{ id: 1, type: 'home', address_1: '', address_2: '', city: '', state: '', zip: '', full_address: '12 Elm St, Columbus, OH 43215', lat: null, lng: null }],
          phone: '6145550101',
          suborders: { total: 3, delivered: 2, open: 1 },
          last_delivered_at: '2026-02-20T15:00:00.000Z',
        },
      }),
      'GET /api/vendor/suborders?page=1&rowsPerPage=25&patient_id=5': ok(page([makeSuborder()])),
    });
    renderApp('/supplier/patients/5/suborders');
    const tab = await screen.findByRole('tab', { name: 'Suborders' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const names = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(names.indexOf('Suborders')).toBe(names.indexOf('Orders') + 1);

    const counts = await screen.findByTestId('shipping-counts');
    expect(counts.textContent).toContain('3 suborders');
    expect(counts.textContent).toContain('1 open');
    expect(screen.getByText('12 Elm St, Columbus, OH 43215')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+1 (614) 555-0101' }).getAttribute('href')).toBe('tel:6145550101');

    const table = await screen.findByRole('table', { name: 'Suborders' });
    await waitFor(() => expect(within(table).getByText('1024-1')).toBeTruthy());
    // The patient column is left out on the patient's own screen.
    expect(within(table).queryByText('Maria Lopez')).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogPresetBody } from '@dme/contract';
import { installFakeServer, type FakeHandler } from '../../fake-server';
import { renderApp } from '../../render-app';
import { fail, ok, page, signedInServer } from '../helpers';
import { CPAP, doctor, makePreset, MASK, supplier } from './fixtures';

const LIST = 'GET /api/doctor/catalog-presets?page=1&rowsPerPage=25';

function signIn(user = doctor, extra: Record<string, FakeHandler> = {}) {
  return signedInServer(user, {
    [LIST]: ok(page([makePreset()])),
    'GET /api/doctor/catalog-presets/5': ok({ data: makePreset() }),
    ...extra,
  });
}

describe('doctor catalog presets', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('lists the presets; deleting one asks for confirmation, and Cancel deletes nothing', async () => {
    server = signIn(doctor, { 'DELETE /api/doctor/catalog-presets/5': () => ({ status: 204 }) });
    renderApp('/doctor/catalog/presets');
    expect((await screen.findByRole('tab', { name: 'Presets' })).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Presets' });
    const row = (await within(table).findByText('Sleep apnea starter')).closest('tr')!;
    expect(within(row).getByText('· E0601, A7030 ×2')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Delete preset Sleep apnea starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(within(dialog).getByText('Delete the preset “Sleep apnea starter”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete preset Sleep apnea starter' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Please, confirm action' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(server!.requests.some((r) => r.method === 'DELETE' && r.url === '/api/doctor/catalog-presets/5')).toBe(true),
    );
    expect(await screen.findByText('Preset deleted')).toBeTruthy();
  });

  it('a new preset needs a name and an item; once created it opens', async () => {
    let created: unknown = null;
    server = signIn(doctor, {
      'GET /api/equipment?view=items&page=1&rowsPerPage=25&search=cpap': ok(page([CPAP])),
      'POST /api/doctor/catalog-presets': (r) => {
        created = r.body;
        return { status: 201, data: { data: makePreset({ name: 'CPAP set' }) } };
      },
    });
    const { router } = renderApp('/doctor/catalog/presets');
    fireEvent.click(await screen.findByRole('button', { name: 'New preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'New preset' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create preset' }));
    expect(await within(dialog).findByText('The name field is required.')).toBeTruthy();
    expect(within(dialog).getByText('Add at least one item.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'CPAP set' } });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Add items' }), { target: { value: 'cpap' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: `Add E0601 ${CPAP.name}` }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create preset' }));
    await waitFor(() => expect(created).toEqual({ name: 'CPAP set', items: [{ equipment_id: 897, qty: 1 }] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/catalog/presets/5'));
  });

  it('a preset shows its items; removing one asks first, renaming and quantities send the whole preset', async () => {
    const puts: CatalogPresetBody[] = [];
    server = signIn(doctor, {
      'PUT /api/doctor/catalog-presets/5': (r) => {
        const body = r.body as CatalogPresetBody;
        puts.push(body);
        const items = body.items.map((i) => ({
          ...i,
          equipment: i.equipment_id === 897 ? { id: 897, hcpcs: 'E0601', name: CPAP.name } : { id: 901, hcpcs: 'A7030', name: MASK.name },
        }));
        return { status: 200, data: { data: makePreset({ name: body.name, items }) } };
      },
    });
    renderApp('/doctor/catalog/presets/5');
    const table = await screen.findByRole('table', { name: 'Items of Sleep apnea starter' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    fireEvent.click(within(table).getByRole('button', { name: 'Increase quantity of a7030' }));
    await waitFor(() =>
      expect(puts.at(-1)?.items).toEqual([
        { equipment_id: 897, qty: 1 },
        { equipment_id: 901, qty: 3 },
      ]),
    );

    fireEvent.click(within(table).getByRole('button', { name: 'Remove A7030 from the preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(within(dialog).getByText(`Remove A7030 ${MASK.name} from the preset?`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(puts.at(-1)?.items).toEqual([{ equipment_id: 897, qty: 1 }]));
    // The last item stays: a preset needs one.
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Items of Sleep apnea starter' })).getAllByRole('row')).toHaveLength(2),
    );
    expect((screen.getByRole('button', { name: 'Remove E0601 from the preset' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename preset' });
    fireEvent.change(within(rename).getByLabelText(/^Name/), { target: { value: 'CPAP only' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts.at(-1)).toEqual({ name: 'CPAP only', items: [{ equipment_id: 897, qty: 1 }] }));
    expect(await screen.findByRole('heading', { name: 'CPAP only' })).toBeTruthy();
  });

  it('renaming checks the name with the contract, and the server’s 422 lands under the name field', async () => {
    let puts = 0;
    server = signIn(doctor, {
      'PUT /api/doctor/catalog-presets/5': (r) => {
        puts += 1;
        return fail(422, 'The given data was invalid.', { name: ['You already have a preset called CPAP only.'] })(r);
      },
    });
    renderApp('/doctor/catalog/presets/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename preset' });
    const name = within(rename).getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(rename).findByText('The name field is required.')).toBeTruthy();
    expect(puts).toBe(0);

    fireEvent.change(name, { target: { value: 'CPAP only' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(rename).findByText('You already have a preset called CPAP only.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(rename).queryByRole('alert')).toBeNull();
  });
});

describe('supplier catalog presets', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('use the same list on the vendor calls; a preset opens on the same screen and deleting asks first', async () => {
    server = signIn(supplier, {
      'GET /api/vendor/catalog-presets?page=1&rowsPerPage=25': ok(page([makePreset({ id: 6, name: 'Oxygen bundle' })])),
      'GET /api/vendor/catalog-presets/6': ok({ data: makePreset({ id: 6, name: 'Oxygen bundle' }) }),
    });
    const { router } = renderApp('/supplier/catalog/presets');
    const table = await screen.findByRole('table', { name: 'Presets' });
    fireEvent.click((await within(table).findByText('Oxygen bundle')).closest('tr')!);
    await waitFor(() => expect(router.state.location.search).toBe('?preset=6'));
    expect(await screen.findByRole('table', { name: 'Items of Oxygen bundle' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete preset' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Please, confirm action' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });
});

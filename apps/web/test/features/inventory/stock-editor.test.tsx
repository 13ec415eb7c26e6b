import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, type RecordedRequest } from '../../fake-server';
import { renderApp } from '../../render-app';
import { setViewportWidth } from '../../setup';
import { fail, ok, page } from '../helpers';
import { cleveland, columbus, makeDefaultsRow, signIn } from './fixtures';

const DEFAULTS = '/api/vendor/inventory/defaults';
const cpapColumbus = makeDefaultsRow();
const maskColumbus = makeDefaultsRow({
  storage_id: 81,
  sku_id: 2,
  sku: 'RESMED-F20-M',
  serialized: false,
  quantity: 40,
  reserved: 0,
  par_level: 20,
  reorder_quantity: 30,
  unit_cost_cents: 8900,
});
const maskCleveland = makeDefaultsRow({
  ...maskColumbus,
  storage_id: 82,
  warehouse: { id: cleveland.id, name: cleveland.name },
  quantity: 6,
  par_level: 10,
  reorder_quantity: 0,
});
const ROWS = [cpapColumbus, maskCleveland, maskColumbus];

function chooseFile(text: string, name = 'stock.csv') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('supplier stock editor', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => {
    server?.restore();
    setViewportWidth(1280);
  });

  it('previews an imported CSV with the server’s dry run: a refused row is shown beside its SKU and nothing can be applied', async () => {
    const puts: RecordedRequest[] = [];
    server = signIn({
      [`GET ${DEFAULTS}?page=1&rowsPerPage=25`]: ok(page(ROWS)),
      [`PUT ${DEFAULTS}`]: (request) => {
        puts.push(request);
        return fail(422, 'Row 2: there is no SKU NOPE-1 in your inventory.', {
          'rows.1.sku': ['Row 2: there is no SKU NOPE-1 in your inventory.'],
        })(request);
      },
    });
    renderApp('/supplier/stock/editor');
    await screen.findByRole('table', { name: 'Stock editor' });
    chooseFile(
      'SKU, Warehouse ,quantity,par_level,reorder_quantity,unit_cost,notes\r\nRESMED-F20-M,columbus stockroom,44,,24,$95.50,recount\r\nNOPE-1,32,3,,,,\r\n\r\n',
      'april.csv',
    );

    const dialog = await screen.findByRole('dialog', { name: 'Import stock CSV' });
    expect(within(dialog).getByText('april.csv: 2 rows.')).toBeTruthy();
    const errors = await within(dialog).findByRole('table', { name: 'Row errors' });
    const cells = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(cells).toEqual([['2', 'NOPE-1', '32', 'SKU', 'There is no SKU NOPE-1 in your inventory.']]);
    expect(within(dialog).getByRole('alert').textContent).toContain('1 row was refused. Fix it and try again.');
    expect((within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    // Names became ids, dollars cents, empty cells were left out, other columns ignored; only a dry run was asked.
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({
      rows: [
        { sku: 'RESMED-F20-M', warehouse_id: columbus.id, quantity: 44, reorder_quantity: 24, unit_cost_cents: 9550 },
        { sku: 'NOPE-1', warehouse_id: 32, quantity: 3 },
      ],
      dry_run: true,
    });
  });

  it('refuses a file naming an unknown warehouse before asking the server', async () => {
    server = signIn({ [`GET ${DEFAULTS}?page=1&rowsPerPage=25`]: ok(page(ROWS)) });
    renderApp('/supplier/stock/editor');
    await screen.findByRole('table', { name: 'Stock editor' });
    chooseFile('sku,warehouse,par_level\nRESMED-F20-M,Dayton Annex,4\n');
    const dialog = await screen.findByRole('dialog', { name: 'Import stock CSV' });
    expect(await within(dialog).findByText('There is no warehouse “Dayton Annex”.')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('applies a previewed file only after a confirmation, with the same rows and no dry run', async () => {
    const puts: RecordedRequest[] = [];
    const changes = [
      { row: 1, sku: 'RESMED-F20-M', warehouse: { id: 32, name: cleveland.name }, field: 'par_level', from: 10, to: 12 },
      { row: 1, sku: 'RESMED-F20-M', warehouse: { id: 32, name: cleveland.name }, field: 'unit_cost_cents', from: 8900, to: 9550 },
    ];
    server = signIn({
      [`GET ${DEFAULTS}?page=1&rowsPerPage=25`]: ok(page(ROWS)),
      [`PUT ${DEFAULTS}`]: (request) => {
        puts.push(request);
        return ok({ data: { changes, applied: !(request.body as { dry_run?: boolean }).dry_run } })(request);
      },
    });
    renderApp('/supplier/stock/editor');
    await screen.findByRole('table', { name: 'Stock editor' });
    chooseFile('sku,warehouse,par_level,unit_cost\nRESMED-F20-M,Cleveland Stockroom,12,95.5\n', 'par.csv');
    const dialog = await screen.findByRole('dialog', { name: 'Import stock CSV' });
    const table = await within(dialog).findByRole('table', { name: 'Changes' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((td) => td.textContent),
        ),
    ).toEqual([
      ['1', 'RESMED-F20-M', 'Cleveland Stockroom', 'PAR level', '10', '12'],
      ['1', 'RESMED-F20-M', 'Cleveland Stockroom', 'Unit cost', '$89', '$95.5'],
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    let confirm = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    expect(within(confirm).getByText(/Apply 2 changes from par\.csv\?/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please, confirm action' })).toBeNull());
    expect(puts).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    confirm = await screen.findByRole('dialog', { name: 'Please, confirm action' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 changes applied')).toBeTruthy();
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toEqual({
      rows: [{ sku: 'RESMED-F20-M', warehouse_id: 32, par_level: 12, unit_cost_cents: 9550 }],
      reason: 'import par.csv',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import stock CSV' })).toBeNull());
  });

  it('saves only the changed shelves; a serialised SKU’s quantity is locked; the server’s row error shows beside the row', async () => {
    const puts: RecordedRequest[] = [];
    server = signIn({
      [`GET ${DEFAULTS}?page=1&rowsPerPage=25`]: ok(page(ROWS)),
      [`PUT ${DEFAULTS}`]: (request) => {
        puts.push(request);
        return puts.length === 1
          ? fail(422, 'Row 2: …', {
              'rows.1.quantity': [
                'Row 2: 2 of RESMED-F20-M in Columbus Stockroom are reserved for orders: the quantity cannot go below that.',
              ],
            })(request)
          : ok({
              data: {
                changes: [
                  { row: 1, sku: 'RESMED-F20-M', warehouse: { id: 32, name: cleveland.name }, field: 'par_level', from: 10, to: 14 },
                ],
                applied: true,
              },
            })(request);
      },
    });
    renderApp('/supplier/stock/editor');
    const grid = await screen.findByRole('table', { name: 'Stock editor' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4));
    const field = (name: string) => within(grid).getByRole('textbox', { name }) as HTMLInputElement;
    expect(field('Quantity of RESMED-AS10-001 in Columbus Stockroom').disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(field('PAR level of RESMED-F20-M in Cleveland Stockroom'), { target: { value: '14' } });
    fireEvent.change(field('Quantity of RESMED-F20-M in Columbus Stockroom'), { target: { value: '1' } });
    // Typed back to what it was: not a change.
    fireEvent.change(field('Reorder quantity of RESMED-AS10-001 in Columbus Stockroom'), { target: { value: '11' } });
    fireEvent.change(field('Reorder quantity of RESMED-AS10-001 in Columbus Stockroom'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes (2)' }));

    await waitFor(() => expect(field('Quantity of RESMED-F20-M in Columbus Stockroom').getAttribute('aria-invalid')).toBe('true'));
    // Beside the cell, without the "Row 2:" the grid does not need.
    expect(
      within(grid).getByText('2 of RESMED-F20-M in Columbus Stockroom are reserved for orders: the quantity cannot go below that.'),
    ).toBeTruthy();
    expect(puts[0]!.body).toEqual({
      rows: [
        { sku: 'RESMED-F20-M', warehouse_id: 32, par_level: 14 },
        { sku: 'RESMED-F20-M', warehouse_id: 31, quantity: 1 },
      ],
    });

    fireEvent.change(field('Quantity of RESMED-F20-M in Columbus Stockroom'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes (1)' }));
    expect(await screen.findByText('1 change saved')).toBeTruthy();
    expect(puts[1]!.body).toEqual({ rows: [{ sku: 'RESMED-F20-M', warehouse_id: 32, par_level: 14 }] });
  });

  it('on a phone, shows each shelf’s four numbers under their captions in one cell, and saves them the same way', async () => {
    setViewportWidth(375);
    const puts: RecordedRequest[] = [];
    server = signIn({
      [`GET ${DEFAULTS}?page=1&rowsPerPage=25`]: ok(page(ROWS)),
      [`PUT ${DEFAULTS}`]: (request) => {
        puts.push(request);
        return ok({ data: { changes: [{ row: 1, sku: 'RESMED-F20-M', warehouse: { id: 32, name: cleveland.name }, field: 'reorder_quantity', from: 0, to: 5 }], applied: true } })(request);
      },
    });
    renderApp('/supplier/stock/editor');
    const grid = await screen.findByRole('table', { name: 'Stock editor' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4));
    // One column: no header per number, a caption above each input instead.
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['SKU · warehouse']);
    const row = within(grid).getByText('Cleveland Stockroom', { selector: 'p' }).closest('tr')!;
    for (const caption of ['Quantity', 'PAR level', 'Reorder quantity', 'Unit cost']) expect(within(row).getByText(caption)).toBeTruthy();
    expect(within(row).getByText('Reserved 0')).toBeTruthy();
    fireEvent.change(within(row).getByRole('textbox', { name: 'Reorder quantity of RESMED-F20-M in Cleveland Stockroom' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes (1)' }));
    expect(await screen.findByText('1 change saved')).toBeTruthy();
    expect(puts[0]!.body).toEqual({ rows: [{ sku: 'RESMED-F20-M', warehouse_id: 32, reorder_quantity: 5 }] });
  });
});

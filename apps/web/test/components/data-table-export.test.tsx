import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { listSettingsTags } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../src/components';
import type { Adapter } from '../../src/lib/fetch-client';
import { http } from '../../src/lib/http';
import { notify } from '../../src/lib/notify';
import { session } from '../../src/lib/session';
import { renderUi } from './render';

interface Row {
  id: number;
  name: string;
  patient: { full_name: string };
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', title: 'Name' },
  { key: 'patient', title: 'Patient', value: (r) => r.patient.full_name, exportAs: { path: 'patient.full_name' } },
  { key: 'added', title: 'Added', hidden: true, exportAs: { path: 'created_at', format: 'date' } },
  { key: 'actions', title: '', csv: false },
];
const rows: Row[] = [{ id: 1, name: 'Refill soon', patient: { full_name: 'Margaret Ellison' } }];

/** A transport whose answer the test releases, to see the button while the export runs. */
function pendingTransport() {
  const original = http.defaults.adapter;
  const seen: URL[] = [];
  const bearers: (string | null)[] = [];
  let release: (answer: { status: number; data: unknown }) => void = () => undefined;
  const adapter: Adapter = (config) =>
    new Promise((resolve) => {
      seen.push(new URL(http.getUri(config), window.location.origin));
      bearers.push(config.headers.get('Authorization'));
      release = (answer) => resolve({ ...answer, headers: new Headers(), config });
    });
  http.defaults.adapter = adapter;
  return { seen, bearers, release: (answer: { status: number; data: unknown }) => release(answer), restore: () => void (http.defaults.adapter = original) };
}

describe('DataTable export through the list endpoint (exportList)', () => {
  let transport: ReturnType<typeof pendingTransport> | undefined;
  afterEach(() => {
    transport?.restore();
    vi.restoreAllMocks();
  });

  it('downloads in one call with the filters, the visible exported columns and the bearer, showing "Exporting…" meanwhile', async () => {
    session.setToken('main-1');
    transport = pendingTransport();
    const created = vi.spyOn(URL, 'createObjectURL');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const exportList = { endpoint: listSettingsTags, query: { search: 'refill', sortBy: 'name', sortType: 'asc', page: 3 }, fileName: 'tags.csv' };
    renderUi(<DataTable label="Tags" columns={columns} rows={rows} serverSide total={1} exportList={exportList} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    const busy = await screen.findByRole('button', { name: 'Exporting…' });
    expect(busy.hasAttribute('disabled') || busy.getAttribute('data-loading') !== null).toBe(true);
    const sent = transport.seen[0]!;
    expect(transport.seen).toHaveLength(1);
    expect(transport.bearers).toEqual(['Bearer main-1']);
    expect(sent.pathname).toBe('/api/vendor/system/tags');
    expect(Object.fromEntries([...sent.searchParams].filter(([k]) => !['columns', 'export_time_zone'].includes(k)))).toEqual({
      search: 'refill',
      sortBy: 'name',
      sortType: 'asc',
      format: 'csv',
      export_title: 'Tags',
    });
    // The hidden column and the one without CSV stay out; paths are what the server reads.
    expect(JSON.parse(sent.searchParams.get('columns')!)).toEqual([
      { path: 'name', label: 'Name' },
      { path: 'patient.full_name', label: 'Patient' },
    ]);

    transport.release({ status: 200, data: new Blob(['\uFEFFName,Patient\r\n'], { type: 'text/csv' }) });
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it("shows the server's refusal and lets the user try again", async () => {
    session.setToken('main-1');
    transport = pendingTransport();
    const shown = vi.spyOn(notify, 'error');
    const exportList = { endpoint: listSettingsTags, query: {}, fileName: 'tags.csv' };
    renderUi(<DataTable label="Tags" columns={columns} rows={rows} serverSide total={1} exportList={exportList} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByRole('button', { name: 'Exporting…' });
    transport.release({ status: 422, data: { message: 'The columns must be a JSON list.', errors: { columns: ['The columns must be a JSON list.'] } } });
    await waitFor(() => expect(shown).toHaveBeenCalledWith('The columns must be a JSON list.'));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { DataTable, onTableExport, pageTotalOf, paginationSlots, serverListOf, rangeText, toCsv, type DataTableColumn, type DataTableState } from '../../src/components';
import { renderUi } from './render';

interface Person {
  id: number;
  name: string;
  age: number;
  city: string;
}

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}`, age: 20 + ((i * 7) % 50), city: i % 2 ? 'Austin' : 'Boston' }));

const columns: DataTableColumn<Person>[] = [
  { key: 'name', title: 'Name', sortable: true, filter: { type: 'text' } },
  { key: 'age', title: 'Age', sortable: true },
  { key: 'city', title: 'City', filter: { type: 'select', options: [{ value: 'Austin', label: 'Austin' }, { value: 'Boston', label: 'Boston' }] } },
];

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-row-key'));
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell').at(-3)!.textContent);
const range = () => screen.getByTestId('table-range').textContent;

describe('DataTable defaults (foundation §9)', () => {
  it('shows 25 rows per page with options 25, 50 and 100 and the footer texts', () => {
    renderUi(<DataTable columns={columns} rows={people(134)} label="People" />);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('rows per page:')).toBeTruthy();
    const select = screen.getByLabelText('rows per page:') as HTMLSelectElement;
    expect(select.value).toBe('25');
    expect([...select.options].map((o) => o.value)).toEqual(['25', '50', '100']);
    expect(range()).toBe('1-25 of 134');
    fireEvent.change(select, { target: { value: '50' } });
    expect(bodyRows()).toHaveLength(50);
    expect(range()).toBe('1-50 of 134');
  });

  it('pages with buttons, at most 7 slots before an ellipsis', () => {
    renderUi(<DataTable columns={columns} rows={people(500)} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const slots = () => within(nav).getAllByText(/^(\d+|…)$/).map((el) => el.textContent);
    expect(slots()).toEqual(['1', '2', '3', '4', '5', '…', '20']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
    expect(slots()).toEqual(['1', '…', '4', '5', '6', '…', '20']);
    expect(within(nav).getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(range()).toBe('101-125 of 500');
    fireEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(range()).toBe('126-150 of 500');
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 20' }));
    expect(slots()).toEqual(['1', '…', '16', '17', '18', '19', '20']);
    expect((within(nav).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('computes pagination slots for any page', () => {
    expect(paginationSlots(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationSlots(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
    expect(paginationSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationSlots(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationSlots(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it("has an index column '#' 60 wide and an expand column 36 wide", () => {
    renderUi(<DataTable columns={columns} rows={people(30)} withIndex renderExpanded={(p) => <p>Details of {p.name}</p>} />);
    const headers = screen.getAllByRole('columnheader');
    const index = headers.find((h) => h.textContent === '#')!;
    expect(index.style.width).toBe('60px');
    expect(screen.getByRole('columnheader', { name: 'Expand' }).style.width).toBe('36px');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]!.textContent).toBe('26');
  });

  it('has a minimum height of 180 and the empty text', () => {
    renderUi(<DataTable columns={columns} rows={[]} />);
    expect(screen.getByTestId('data-table-body').style.minHeight).toBe('180px');
    expect(screen.getByText('No Available Data')).toBeTruthy();
    expect(range()).toBe('0-0 of 0');
  });

  it('takes another empty text and shows a loading state instead of it', () => {
    const { rerender } = renderUi(<DataTable columns={columns} rows={[]} emptyText="No orders yet" />);
    expect(screen.getByText('No orders yet')).toBeTruthy();
    rerender(<DataTable columns={columns} rows={[]} emptyText="No orders yet" loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('No orders yet')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });
});

describe('DataTable sorting (foundation §4)', () => {
  const rows: Person[] = [
    { id: 1, name: 'Cara', age: 30, city: 'Boston' },
    { id: 2, name: 'abe', age: 9, city: 'Austin' },
    { id: 3, name: 'Bob', age: 100, city: 'Boston' },
  ];

  it('cycles none -> asc -> desc -> none', () => {
    renderUi(<DataTable columns={columns} rows={rows} />);
    const header = screen.getByRole('columnheader', { name: /Age/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['abe', 'Cara', 'Bob']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Bob', 'Cara', 'abe']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Cara', 'abe', 'Bob']);
  });

  it('goes from desc back to asc when a sort is required', () => {
    renderUi(<DataTable columns={columns} rows={rows} sortRequired defaultState={{ sortBy: 'name', sortType: 'desc' }} />);
    expect(names()).toEqual(['Cara', 'Bob', 'abe']);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['abe', 'Bob', 'Cara']);
  });
});

describe('DataTable server-side mode', () => {
  it('shows the given page of the total and reports page, rowsPerPage, sortBy and sortType', () => {
    const changes: DataTableState[] = [];
    function Server() {
      const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: 25, sortBy: null, sortType: null });
      const start = (state.page - 1) * state.rowsPerPage;
      return (
        <DataTable
          serverSide
          total={134}
          columns={columns}
          rows={people(134).slice(start, start + state.rowsPerPage)}
          state={state}
          onStateChange={(next) => {
            changes.push(next);
            setState(next);
          }}
        />
      );
    }
    renderUi(<Server />);
    expect(range()).toBe('1-25 of 134');
    fireEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(range()).toBe('126-134 of 134');
    expect(bodyRows()).toHaveLength(9);
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    fireEvent.change(screen.getByLabelText('rows per page:'), { target: { value: '100' } });
    expect(changes).toEqual([
      { page: 6, rowsPerPage: 25, sortBy: null, sortType: null },
      { page: 1, rowsPerPage: 25, sortBy: 'name', sortType: 'asc' },
      { page: 1, rowsPerPage: 100, sortBy: 'name', sortType: 'asc' },
    ]);
    // Server-side rows are shown as given (the server sorted them), not re-sorted here.
    expect(names()[0]).toBe('Person 1');
  });

  it('shows a capped total as a floor and keeps Next open past it, the total counted deeper as it goes', () => {
    // As the server answers (lib/paging.ts): counted up to 1,000, or past the page asked for when deeper, plus one.
    const answer = (page: number) => {
      const limit = Math.max(1000, page * 25);
      return { total: limit, total_capped: true as const };
    };
    function Capped() {
      const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: 25, sortBy: null, sortType: null });
      const meta = answer(state.page);
      return (
        <DataTable
          serverSide
          {...pageTotalOf({ isError: false, data: { meta } })}
          columns={columns}
          rows={people(25)}
          state={state}
          onStateChange={setState}
        />
      );
    }
    renderUi(<Capped />);
    expect(range()).toBe('1-25 of 1,000+');
    fireEvent.click(screen.getByRole('button', { name: 'Page 40' }));
    expect(range()).toBe('976-1,000 of 1,000+');
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    expect(range()).toBe('1,001-1,025 of 1,025+');
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(false);
  });

  it('writes the range and an exact total with thousands separators, as a capped one', () => {
    expect(rangeText(1, 25, 84015)).toBe('1-25 of 84,015');
    expect(rangeText(3361, 25, 84015)).toBe('84,001-84,015 of 84,015');
    expect(rangeText(1, 25, 0)).toBe('0-0 of 0');
  });

  it('takes an exact total as it is, and a failed list as empty', () => {
    expect(pageTotalOf({ isError: false, data: { meta: { total: 134 } } })).toEqual({ total: 134, totalCapped: false });
    expect(pageTotalOf({ isError: true, data: { meta: { total: 134, total_capped: true } } })).toEqual({ total: 0, totalCapped: false });
    expect(pageTotalOf({ isError: false })).toEqual({ total: 0, totalCapped: false });
  });

  it("takes a server-side table's rows, total and loading from its list query, and no rows from a failed one", () => {
    const page = { data: [{ id: 1 }, { id: 2 }], meta: { total: 1000, total_capped: true as const } };
    const query = { isError: false, isPending: false, isPlaceholderData: false, data: page };
    expect(serverListOf(query)).toEqual({ serverSide: true, rows: page.data, total: 1000, totalCapped: true, loading: false });
    // The next page on its way: the earlier one stays, marked loading.
    expect(serverListOf({ ...query, isPlaceholderData: true }).loading).toBe(true);
    expect(serverListOf({ isError: false, isPending: true, isPlaceholderData: false })).toEqual({ serverSide: true, rows: [], total: 0, totalCapped: false, loading: true });
    // A refetch that failed keeps its last data in the query: the table shows none of it.
    expect(serverListOf({ ...query, isError: true })).toEqual({ serverSide: true, rows: [], total: 0, totalCapped: false, loading: false });
  });
});

describe('DataTable rows', () => {
  it('selects rows with checkboxes, one by one or the whole page', () => {
    const onSelectedChange = vi.fn();
    renderUi(<DataTable columns={columns} rows={people(30)} selectable onSelectedChange={onSelectedChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith([2], [expect.objectContaining({ id: 2 })]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectedChange.mock.lastCall![0]).toHaveLength(25);
    expect(bodyRows().every((r) => r.getAttribute('aria-selected') === 'true')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith([], []);
  });

  it('expands a row to show its content', () => {
    renderUi(<DataTable columns={columns} rows={people(3)} renderExpanded={(p) => <p>Details of {p.name}</p>} />);
    expect(screen.queryByText('Details of Person 2')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Expand row 2' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText('Details of Person 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse row 2' }));
    expect(screen.queryByText('Details of Person 2')).toBeNull();
  });

  it('reports clicks, double clicks, Enter and the context menu, but not clicks on its controls', () => {
    const onRowClick = vi.fn();
    const onRowDoubleClick = vi.fn();
    const onRowContextMenu = vi.fn();
    renderUi(
      <DataTable
        columns={columns}
        rows={people(3)}
        selectable
        onRowClick={onRowClick}
        onRowDoubleClick={onRowDoubleClick}
        onRowContextMenu={onRowContextMenu}
      />,
    );
    const row = bodyRows()[1]!;
    fireEvent.click(within(row).getByText('Person 2'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), expect.anything());
    fireEvent.doubleClick(row);
    expect(onRowDoubleClick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), expect.anything());
    const menu = fireEvent.contextMenu(row);
    expect(menu).toBe(false); // the browser's menu is suppressed
    expect(onRowContextMenu).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), expect.anything());
    onRowClick.mockClear();
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(onRowClick).not.toHaveBeenCalled();
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('virtualises client-side lists from 200 rows on', () => {
    const { unmount } = renderUi(<DataTable columns={columns} rows={people(199)} paginate={false} />);
    expect(bodyRows()).toHaveLength(199);
    unmount();
    renderUi(<DataTable columns={columns} rows={people(200)} paginate={false} />);
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(50);
    expect(names()[0]).toBe('Person 1');
    expect(screen.getByText('1-200 of 200')).toBeTruthy();
    const bottom = document.querySelector<HTMLElement>('[data-virtual-spacer="bottom"] tr')!;
    expect(parseFloat(bottom.style.height)).toBeGreaterThan(100 * 41);
  });
});

describe('DataTable panels', () => {
  it("hides and shows columns in 'Table settings', with 'Show All'; Escape closes it", () => {
    renderUi(<DataTable columns={columns} rows={people(2)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Table settings' }));
    const panel = screen.getByRole('dialog', { name: 'Table settings' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Age' }));
    expect(screen.queryByRole('columnheader', { name: /Age/ })).toBeNull();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'City' }));
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    fireEvent.click(within(panel).getByRole('button', { name: 'Show All' }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Age', 'City']);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Table settings' })).toBeNull();
  });

  it("filters rows by the columns' filters with 'Add Filters'; Escape closes the panel", () => {
    const onFiltersChange = vi.fn();
    renderUi(<DataTable columns={columns} rows={people(60)} onFiltersChange={onFiltersChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Table filters' }));
    const panel = screen.getByRole('dialog', { name: 'Table filters' });
    expect(within(panel).getAllByRole('textbox')).toHaveLength(1); // Name only; City is a select
    fireEvent.change(within(panel).getByLabelText('Name'), { target: { value: 'person 1' } });
    fireEvent.change(within(panel).getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Filters' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ name: 'person 1', city: 'Austin' });
    // Person 1, 10-19 match the text; of those the odd positions (even numbers... index odd) live in Austin.
    expect(names()).toEqual(['Person 10', 'Person 12', 'Person 14', 'Person 16', 'Person 18']);
    expect(screen.queryByRole('dialog', { name: 'Table filters' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Table filters' }));
    expect(screen.getByRole('dialog', { name: 'Table filters' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Table filters' })).toBeNull();
  });
});

describe('CSV export (RFC 4180)', () => {
  it('quotes fields with commas, quotes and line breaks and separates lines with CRLF', () => {
    const cols: DataTableColumn<{ a: unknown; b: unknown }>[] = [
      { key: 'a', title: 'Name, full' },
      { key: 'b', title: 'Note' },
    ];
    expect(
      toCsv(cols, [
        { a: 'Smith, "Jo"', b: 'line1\nline2' },
        { a: null, b: 12.5 },
        { a: 'plain', b: 'cr\rhere' },
      ]),
    ).toBe('"Name, full",Note\r\n"Smith, ""Jo""","line1\nline2"\r\n,12.5\r\nplain,"cr\rhere"');
  });

  it('exports the visible columns of the current (filtered, sorted) rows', () => {
    const onExport = vi.fn();
    const cols: DataTableColumn<Person>[] = [...columns, { key: 'id', title: 'Id', csv: false }];
    renderUi(<DataTable columns={cols} rows={people(3)} onExport={onExport} defaultState={{ sortBy: 'age', sortType: 'desc' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledWith('Name,Age,City\r\nPerson 3,34,Boston\r\nPerson 2,27,Austin\r\nPerson 1,20,Boston');
  });

  it('reports each export (table label and row count, never the rows) to the export listener', () => {
    const heard = vi.fn();
    const stop = onTableExport(heard);
    renderUi(<DataTable label="People" columns={columns} rows={people(3)} onExport={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    stop();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ table: 'People', rows: 3 });
  });
});

describe('DataTable on a phone', () => {
  it('gives a column with visibleFrom the breakpoint class on its header and cells, and keeps it in the CSV', () => {
    const withColour: DataTableColumn<Person>[] = [...columns, { key: 'colour', title: 'Colour', visibleFrom: 'sm', value: () => '#123456' }];
    renderUi(<DataTable columns={withColour} rows={people(2)} label="People" />);
    const header = screen.getByRole('columnheader', { name: 'Colour' });
    expect(header.className).toContain('mantine-visible-from-sm');
    const cells = bodyRows().map((r) => within(r).getAllByRole('cell').at(-1)!);
    expect(cells.map((c) => c.textContent)).toEqual(['#123456', '#123456']);
    for (const cell of cells) expect(cell.className).toContain('mantine-visible-from-sm');
    expect(screen.getByRole('columnheader', { name: 'City' }).className).not.toContain('mantine-visible-from');
    expect(toCsv(withColour, people(1))).toContain('#123456');
  });
});

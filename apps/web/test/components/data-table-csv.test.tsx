import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { csvCents } from '@dme/contract';
import { DataTable, csvField, toCsv, type DataTableColumn } from '../../src/components';
import { PATIENT_COLUMNS } from '../../src/features/patients/components/patient-columns';
import { makePatient } from '../features/patients/fixtures';
import { renderUi } from './render';

interface Cell {
  id: number;
  text: unknown;
}

const oneColumn: DataTableColumn<Cell>[] = [{ key: 'text', title: 'Text' }];
const rowsOf = (values: unknown[]): Cell[] => values.map((text, id) => ({ id, text }));
/** The body lines of a one-column export of these values. */
const csvOf = (values: unknown[]) => toCsv(oneColumn, rowsOf(values)).split('\r\n').slice(1);

describe('CSV export neutralises spreadsheet formulas (OWASP CSV injection)', () => {
  it('writes a patient named =HYPERLINK(...) as text: a leading apostrophe inside the usual quoting', () => {
    const patient = makePatient({ last_name: '=HYPERLINK("http://x")', first_name: '@SUM(A1)', middle_name: '' });
    const [header, row] = toCsv(PATIENT_COLUMNS, [patient]).split('\r\n');
    expect(header).toBe('Last name,First name,Date of birth,Gender,Phone,Medicare ID,Email,Added');
    expect(row).toBe(
      `"'=HYPERLINK(""http://x"")",'@SUM(A1),03/14/1948,F,'+1 (614) 555-0142,4829301-7561,margaret.ellison@example.com,01/05/2026`,
    );
  });

  it('prefixes text that begins with =, +, -, @, tab or carriage return, and nothing else', () => {
    expect(csvOf(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', 'a=1', ' =1', "'quoted", '1-2'])).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\t=1",
      `"'\r=1"`,
      'a=1',
      ' =1',
      "'quoted",
      '1-2',
    ]);
  });

  it('keeps real numbers numbers: JS numbers and csvCents, negative ones included; money given as text is text', () => {
    expect(csvOf([-12.5, -1, 0, csvCents(-1_250), csvCents(5), '-12.50', true, null, undefined])).toEqual([
      '-12.5',
      '-1',
      '0',
      '-12.50',
      '0.05',
      "'-12.50",
      'true',
      '',
      '',
    ]);
  });

  it('treats an object that only looks like a decimal, a date and other values by their text', () => {
    expect(csvField({ decimal: '=1+1' })).toBe('[object Object]');
    expect(csvField(new Date('2026-01-05T10:00:00.000Z'))).toBe('2026-01-05T10:00:00.000Z');
    expect(csvField({ toString: () => '-cmd' })).toBe("'-cmd");
  });

  it("exports a table's formula-leading cells neutralised through the Export CSV button", () => {
    const onExport = vi.fn();
    renderUi(<DataTable columns={oneColumn} rows={rowsOf(['=1+1', -3])} onExport={onExport} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledWith("Text\r\n'=1+1\r\n-3");
  });
});

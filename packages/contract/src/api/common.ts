import { z } from 'zod';

/** Path ids are positive integers (ARCHITECTURE rule 5). */
export const idParam = z.coerce.number().int().positive();
export const idParams = z.object({ id: idParam });

export const messageResponse = z.object({ message: z.string() });

/** `{ data }` wrapper of every single-record answer (ARCHITECTURE rule 4). */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100] as const;

/** Most columns, and rows, one CSV export of a list holds. */
export const CSV_EXPORT_MAX_COLUMNS = 40;
export const CSV_EXPORT_MAX_ROWS = 100_000;
/** How an export writes a column's value: a calendar date or instant as mm/dd/yyyy, cents as dollars, a phone number. */
export const CSV_EXPORT_FORMATS = ['date', 'datetime', 'cents', 'phone'] as const;
export type CsvExportFormat = (typeof CSV_EXPORT_FORMATS)[number];

const csvExportPath = z
  .string()
  .max(100)
  .regex(/^[a-zA-Z0-9_]+(\.[a-zA-Z0-9_]+)*$/, 'The column path may hold letters, digits and underscores, joined by dots.');

/**
 * One column of a list's CSV export: a dotted path into the row (e.g. `patient.full_name`), or a few joined by
 * `separator` (a space by default); its header label; how to write the value (`format`); and the text of coded
 * values (`labels`, e.g. a status's name, `true` -> `Yes`), as the screen shows them.
 */
export const csvExportColumn = z.object({
  path: z.union([csvExportPath, z.array(csvExportPath).min(1).max(4)]),
  label: z.string().max(100, 'The column label may not be greater than 100 characters.'),
  format: z.enum(CSV_EXPORT_FORMATS).optional(),
  separator: z.string().max(5).optional(),
  labels: z
    .record(z.string().max(100), z.string().max(100))
    .refine((labels) => Object.keys(labels).length <= 100, 'A column may name at most 100 values.')
    .optional(),
});
export type CsvExportColumn = z.infer<typeof csvExportColumn>;

export const csvExportColumns = z
  .array(csvExportColumn)
  .min(1, 'Choose at least one column to export.')
  .max(CSV_EXPORT_MAX_COLUMNS, `An export may hold at most ${CSV_EXPORT_MAX_COLUMNS} columns.`);

/**
 * The columns travel in the query string as JSON text (`JSON.stringify(columns)`), bounded so the URL stays within
 * what servers accept (16 KB of request line and headers in Node).
 */
const csvExportColumnsParam = z
  .string()
  .max(6_000, 'The columns are too long to export.')
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The columns must be a JSON list.' });
      return z.NEVER;
    }
  })
  .pipe(csvExportColumns);

const isTimeZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/**
 * What every list accepts to answer CSV instead of a page (the server's http/csv-export.ts): `format=csv`, the
 * columns, and optionally the table's name for the activity log and the time zone instants are written in.
 */
export const csvExportQuery = {
  format: z.enum(['csv']).optional(),
  columns: csvExportColumnsParam.optional(),
  export_title: z.string().trim().max(100).optional(),
  export_time_zone: z.string().max(64).refine(isTimeZone, 'The time zone is not a known one.').optional(),
};

/** Query of every list: page, rowsPerPage (25/50/100), sortBy, sortType, search; and the CSV export's fields. */
export const listQuery = z.object({
  ...csvExportQuery,
  page: z.coerce.number().int().min(1).default(1),
  rowsPerPage: z.coerce
    .number()
    .int()
    .refine((n) => (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(n), 'Rows per page must be 25, 50 or 100')
    .default(25),
  sortBy: z.string().max(64).optional(),
  sortType: z.enum(['asc', 'desc']).optional(),
  search: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({
      total: z.number().int(),
      page: z.number().int(),
      rowsPerPage: z.number().int(),
      /** Present when the rows were counted up to a cap (10,000 or past the page asked for): `total` is a floor. */
      total_capped: z.literal(true).optional(),
    }),
  });

/** Password policy shared by every form that sets one. */
export const newPassword = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'The password may not be greater than 200 characters.')
  .regex(/[A-Za-z]/, 'The password must contain at least one letter.')
  .regex(/\d/, 'The password must contain at least one number.');

/** `password` + `password_confirmation`, as Laravel forms send them. */
export const passwordPair = z
  .object({ password: newPassword, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'The password confirmation does not match.',
    path: ['password_confirmation'],
  });

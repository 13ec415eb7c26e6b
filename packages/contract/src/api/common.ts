import { z } from 'zod';

/** Path ids are positive integers (ARCHITECTURE rule 5). */
export const idParam = z.coerce.number().int().positive();
export const idParams = z.object({ id: idParam });

export const messageResponse = z.object({ message: z.string() });

/** `{ data }` wrapper of every single-record answer (ARCHITECTURE rule 4). */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100] as const;

/** Query of every list: page, rowsPerPage (25/50/100), sortBy, sortType, search. */
export const listQuery = z.object({
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

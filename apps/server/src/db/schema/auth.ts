import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Opaque bearer tokens; only a SHA-256 of the secret part is stored, so the table holds nothing usable. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    token_hash: text('token_hash').notNull(),
    /** `main`, or the scope of a temporary token (`invite`, `first-login`). */
    scope: text('scope').notNull().default('main'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('access_tokens_hash_unique').on(t.token_hash), index('access_tokens_user_idx').on(t.user_id)],
);

/** Failed sign-in attempts per login key, for throttling (kept in the database so every instance agrees). */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Password-reset secrets (mailed link tokens and 6-digit codes), stored hashed, single use, expiring. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['link', 'code'] }).notNull(),
    secret_hash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.user_id)],
);

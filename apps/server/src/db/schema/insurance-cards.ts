import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { media } from './media';
import { patientInsurances } from './patients';

/**
 * Photos of an insurance card (front and back), as the patient took them in the app. The image is a `media` row of
 * type `insurance_card` on the patient, so the supplier finds it among the patient's documents; this row says which
 * policy and which side it shows. A newer photo of the same side replaces the link (the older file stays a document).
 */
export const insuranceCards = pgTable(
  'insurance_cards',
  {
    id: serial('id').primaryKey(),
    insurance_id: integer('insurance_id')
      .notNull()
      .references(() => patientInsurances.id),
    side: text('side', { enum: ['front', 'back'] }).notNull(),
    media_id: integer('media_id')
      .notNull()
      .references(() => media.id),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('insurance_cards_side_unique').on(t.insurance_id, t.side), index('insurance_cards_media_idx').on(t.media_id)],
);

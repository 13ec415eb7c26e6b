import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { PAYER_TYPES } from '../../../db/schema';
import { insertUnnest } from '../../../lib/bulk-insert';
import { readJson } from './csv';

interface PayerRecord {
  payer_id: string;
  name: string;
  type: (typeof PAYER_TYPES)[number];
  address_1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  states: string[];
}

/** Upserts the demo payer list by payer id (patient insurances keep pointing at the same rows). */
export async function loadPayers(tx: Tx): Promise<number> {
  const { payers } = readJson<{ payers: PayerRecord[] }>('payers.json');
  const rows = payers.map((p) => [p.payer_id, p.name, p.type, p.address_1, p.city, p.state, p.zip, p.phone, p.states] as const);
  await insertUnnest(
    tx,
    'payers',
    [
      ['payer_id', 'text'],
      ['name', 'text'],
      ['type', 'text'],
      ['address_1', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['zip', 'text'],
      ['phone', 'text'],
      ['states', 'jsonb'],
    ],
    rows,
    sql`on conflict (payer_id) do update set name = excluded.name, type = excluded.type, address_1 = excluded.address_1,
        city = excluded.city, state = excluded.state, zip = excluded.zip, phone = excluded.phone, states = excluded.states, is_active = true`,
  );
  await tx.execute(
    sql`update payers set is_active = false where not (payer_id = any(${sql.param(payers.map((p) => p.payer_id))}::text[]))`,
  );
  return rows.length;
}

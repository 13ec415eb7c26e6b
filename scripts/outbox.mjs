#!/usr/bin/env node
// `npm run -s outbox [count]`: the latest mails the product sent or queued, with their bodies (links included),
// so a person trying the product without SMTP can follow a password reset, signing link or invitation.
// - DATABASE_URL set: read from the outbox table, with each message's delivery state.
// - Embedded database: read DATA_DIR/mail (default ./data/mail), where the server's mail relay writes each message
//   when SMTP_URL is unset. The embedded database itself cannot be opened while the server runs (one process only).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const count = Math.max(1, Number(process.argv[2] ?? 5) || 5);

function print(m) {
  console.log(`#${m.id}  ${new Date(m.created_at).toISOString()}  ${m.state ?? ''}`.trimEnd());
  console.log(`To: ${m.to}`);
  console.log(`Subject: ${m.subject}`);
  console.log('');
  console.log(m.body);
  console.log(`\n${'-'.repeat(72)}`);
}

async function fromDatabase(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select id, "to", subject, body, created_at, sent_at, failed_at, attempts, last_error from mail_outbox order by id desc limit $1`,
      [count],
    );
    return rows.map((r) => ({
      ...r,
      state: r.sent_at ? `sent ${r.sent_at.toISOString()}` : r.failed_at ? `failed after ${r.attempts} tries: ${r.last_error ?? ''}` : r.attempts ? `retrying (${r.attempts} tries: ${r.last_error ?? ''})` : 'queued',
    }));
  } finally {
    await client.end();
  }
}

function fromMailbox(dataDir) {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .slice(-count)
    .reverse()
    .map((f) => ({ ...JSON.parse(readFileSync(join(dir, f), 'utf8')), state: `file ${join(dir, f.replace(/\.json$/, '.eml'))}` }));
}

const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const messages = process.env.DATABASE_URL ? await fromDatabase(process.env.DATABASE_URL) : fromMailbox(dataDir);
if (messages.length === 0) {
  console.log(process.env.DATABASE_URL ? 'The outbox is empty.' : `No mail in ${join(dataDir, 'mail')} yet (the server writes each message there a few seconds after it is queued).`);
} else {
  for (const m of messages) print(m);
}

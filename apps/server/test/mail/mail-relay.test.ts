import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '../../src/db/schema';
import { mailboxTransport, MAIL_MAX_ATTEMPTS, relayMail, smtpTransport } from '../../src/integrations/mail-relay';
import { startBackgroundJobs } from '../../src/jobs/start';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';

/** A real SMTP server in this process: it receives what the relay sends, or refuses every recipient. */
async function startSmtp(opts: { refuse?: boolean } = {}) {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.refuse) return callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
};

/** Quoted-printable soft breaks and escapes undone, so a link split across lines can be found. */
const plainText = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('mail relay', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ config: testConfig({ smtpUrl: smtp.url }) });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('with SMTP_URL, the job runner sends a password reset mail to the SMTP server within seconds and records it sent', async () => {
    const jobs = await startBackgroundJobs(t.database, testConfig({ smtpUrl: smtp.url }), { info: () => {}, error: () => {} }, { pollingIntervalSeconds: 0.5 });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email: 'supplier@demo.test' } });
      expect(res.statusCode).toBe(200);
      await waitFor(() => smtp.received.some((m) => m.to.includes('supplier@demo.test')));
      const mail = smtp.received.find((m) => m.to.includes('supplier@demo.test'))!;
      expect(mail.from).toBe('no-reply@test.local');
      expect(plainText(mail.raw)).toMatch(/http:\/\/localhost:8080\/\S*reset\S*token=/i);
      await waitFor(async () => Boolean((await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'supplier@demo.test')))[0]?.sent_at));
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'supplier@demo.test')).orderBy(desc(mailOutbox.id)).limit(1);
      expect(row!.attempts).toBe(1);
      expect(row!.last_error).toBeNull();
    } finally {
      await jobs.stop();
    }
  });
});

describe('mail relay against a refusing SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({ refuse: true });
    t = await createTestApp({ config: testConfig({ smtpUrl: smtp.url }) });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('retries with back-off, keeps the SMTP answer, and gives up after the last try', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email: 'doctor@demo.test' } })).statusCode).toBe(200);
    const transport = smtpTransport(smtp.url);
    const row = async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'doctor@demo.test')).orderBy(desc(mailOutbox.id)).limit(1))[0]!;
    try {
      for (let i = 1; i <= MAIL_MAX_ATTEMPTS; i++) {
        await relayMail(t.database.db, transport, 'DME <no-reply@test.local>');
        const r = await row();
        expect(r.attempts).toBe(i);
        expect(r.sent_at).toBeNull();
        expect(r.last_error).toContain('550');
        if (i < MAIL_MAX_ATTEMPTS) {
          expect(r.failed_at).toBeNull();
          expect(r.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
          // Not due yet: another pass leaves it alone.
          expect((await relayMail(t.database.db, transport, 'x <x@test.local>')).retried).toBe(0);
          await t.database.db.update(mailOutbox).set({ next_attempt_at: sql`now() - interval '1 second'` }).where(eq(mailOutbox.id, r.id));
        } else {
          expect(r.failed_at).not.toBeNull();
        }
      }
      expect(smtp.received).toHaveLength(0);
    } finally {
      transport.close();
    }
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dme-mailbox-'));
    t = await createTestApp({ config: testConfig({ dataDir }) });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the mail stays local and `npm run -s outbox` prints it with its reset link', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email: 'supplier.hr@demo.test' } })).statusCode).toBe(200);
    const result = await relayMail(t.database.db, mailboxTransport(dataDir), 'DME <no-reply@test.local>');
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const out = spawnSync('npm', ['run', '-s', 'outbox'], { cwd: join(import.meta.dirname, '..', '..', '..', '..'), env, encoding: 'utf8' });
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('To: supplier.hr@demo.test');
    expect(out.stdout).toMatch(/http:\/\/localhost:8080\/\S*token=/);
  });
});

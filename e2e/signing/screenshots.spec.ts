import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken } from '../shell/support';
import { api, drawSignature, orderToSign, signingLinkPath } from './support';

// Review aid, not a check: PAGE_SHOTS=1 writes the public signing page and the order panels (Sign, Documents,
// Notes) at 1280x800 and 375x812 to /tmp/shots-signing/. The panels have no mounted screen yet: a dev-server
// preview page (apps/web/test/features/order-signing/preview.html) shows them, its API calls relayed to the
// test server.
const OUT = '/tmp/shots-signing';
const PREVIEW_PORT = 5219;
const PREVIEW = `http://127.0.0.1:${PREVIEW_PORT}`;
const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web');
const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

test.describe('[SIGNING][SCREENSHOTS]', () => {
  test.skip(!process.env.PAGE_SHOTS, 'set PAGE_SHOTS=1 to write the signing screenshots');
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let preview: ChildProcess | undefined;
  test.beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    // vite itself, not through npx: killing it then ends the server this spec started.
    const vite = join(webDir, '..', '..', 'node_modules', 'vite', 'bin', 'vite.js');
    preview = spawn(process.execPath, [vite, '--port', String(PREVIEW_PORT), '--strictPort', '--host', '127.0.0.1'], {
      cwd: webDir,
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () =>
          fetch(`${PREVIEW}/test/features/order-signing/preview.html`)
            .then((r) => r.ok)
            .catch(() => false),
        { timeout: 90_000 },
      )
      .toBe(true);
  });
  test.afterAll(() => {
    preview?.kill();
  });

  /** The page as it is now, at each size (one flow: a signing link works once). */
  const shoot = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(OUT, `${name}-${size.name}.png`), fullPage: true });
    }
    await page.setViewportSize(SIZES[0]);
  };

  /** A new tab on the preview page signed in as `login`, its API calls relayed to the test server. */
  const openPanel = async (page: Page, login: string, query: string, baseURL: string): Promise<Page> => {
    const token = await apiToken(page, login);
    const tab = await page.context().newPage();
    await tab.setViewportSize(SIZES[0]);
    await tab.addInitScript((t) => localStorage.setItem('token', t), token);
    await tab.route(`${PREVIEW}/api/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(PREVIEW, baseURL) });
      await route.fulfill({ response });
    });
    await tab.goto(`${PREVIEW}/test/features/order-signing/preview.html?${query}`, { waitUntil: 'networkidle' });
    return tab;
  };

  test('signing screens at 1280x800 and 375x812', async ({ page, baseURL }) => {
    const doctor = await apiToken(page, ACCOUNTS.doctor);
    // The Pend F2F order: the spec signs it here (the Pend PRSC one is left for signing.spec.ts).
    const f2f = await orderToSign(page.request, doctor, 22);
    const prsc = await orderToSign(page.request, doctor, 20);

    let tab = await openPanel(page, ACCOUNTS.doctor, `panel=sign&order=${prsc}`, baseURL!);
    await expect(
      tab
        .getByRole('region', { name: 'Documents to sign' })
        .or(tab.getByRole('button', { name: 'Create link' }))
        .first(),
    ).toBeVisible();
    await tab.getByRole('button', { name: 'Create link' }).click();
    await expect(tab.getByRole('textbox', { name: 'Signing link' })).toBeVisible();
    await shoot(tab, 'panel-sign');
    await tab.close();

    // A note with a mention, and an internal one.
    const persons = await api<{ data: { id: number; side: string }[] }>(page.request, doctor, 'GET', `/api/doctor/orders/${f2f}/persons`);
    const someone = persons.data.find((p) => p.side === 'supplier') ?? persons.data[0]!;
    await api(page.request, doctor, 'POST', '/api/doctor/notes', {
      order_id: f2f,
      body: 'Please confirm the delivery window with the patient before Friday.',
      mention_ids: [someone.id],
    });
    await api(page.request, doctor, 'POST', '/api/doctor/notes', {
      order_id: f2f,
      body: 'Internal: the patient prefers mornings.',
      is_internal: true,
    });
    tab = await openPanel(page, ACCOUNTS.doctor, `panel=notes&side=doctor&order=${f2f}`, baseURL!);
    await expect(tab.getByRole('list', { name: 'Notes' })).toBeVisible();
    await shoot(tab, 'panel-notes-doctor');
    await tab.close();

    tab = await openPanel(page, ACCOUNTS.doctor, `panel=documents&side=doctor&order=${f2f}`, baseURL!);
    await expect(tab.getByRole('region', { name: 'Requests from the supplier' })).toBeVisible();
    await shoot(tab, 'panel-documents-doctor-before');
    await tab.getByRole('button', { name: 'Fulfil' }).first().click();
    await expect(tab.getByRole('dialog')).toBeVisible();
    await shoot(tab, 'panel-documents-doctor-fulfil');
    await tab.close();

    // The public page, signed out: ready, drawn, signed, used, invalid.
    const link = await signingLinkPath(page.request, doctor, f2f);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: `Review and sign order #${f2f}` })).toBeVisible();
    await shoot(page, 'public-ready');
    await drawSignature(page);
    await shoot(page, 'public-drawn');
    await page.getByRole('button', { name: /^Sign / }).click();
    await expect(page.getByRole('heading', { name: /^Thank you: the documents? (is|are) signed\.$/ })).toBeVisible();
    await shoot(page, 'public-signed');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This signing link has already been used.' })).toBeVisible();
    await shoot(page, 'public-used');
    await page.goto('/sign/doc-order/1/1?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'This signing link is not valid.' })).toBeVisible();
    await shoot(page, 'public-invalid');

    tab = await openPanel(page, ACCOUNTS.doctor, `panel=documents&side=doctor&order=${f2f}`, baseURL!);
    await expect(tab.getByText(/Signed v\d/).first()).toBeVisible();
    await shoot(tab, 'panel-documents-doctor-signed');
    await tab.close();
    tab = await openPanel(page, ACCOUNTS.supplier, `panel=documents&side=supplier&order=${f2f}`, baseURL!);
    await expect(tab.getByRole('form', { name: 'Request a document' })).toBeVisible();
    await shoot(tab, 'panel-documents-supplier');
    await tab.close();
    tab = await openPanel(page, ACCOUNTS.supplier, `panel=notes&side=supplier&order=${f2f}`, baseURL!);
    await expect(tab.getByRole('list', { name: 'Notes' })).toBeVisible();
    await shoot(tab, 'panel-notes-supplier');
    await tab.close();
  });
});

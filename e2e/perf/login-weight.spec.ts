import { expect, test } from '@playwright/test';

/**
 * What a first-time visitor's browser downloads for the sign-in page: every JavaScript response compressed
 * (brotli or gzip, precomputed at build time), hashed assets cached for a year, and the total transferred kept
 * under the budget of scripts/bundle-budget.mjs (issue 8: 120 KB). A cold load gets the standalone sign-in page.
 */
const CEILING_KB = 120;

test('[PUBLIC][LOGIN_WEIGHT]: a cold load of the sign-in page transfers its JavaScript compressed and under the ceiling', async ({ page }) => {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { url: string; encoding?: string; cache?: string }>();
  const transferred = new Map<string, number>();
  const bodies = new Map<string, number>();
  client.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    scripts.set(e.requestId, { url: e.response.url, encoding: headers['content-encoding'], cache: headers['cache-control'] });
  });
  // On the wire, headers included; and the compressed bodies alone (the JavaScript itself).
  client.on('Network.loadingFinished', (e) => transferred.set(e.requestId, e.encodedDataLength));
  client.on('Network.dataReceived', (e) => bodies.set(e.requestId, (bodies.get(e.requestId) ?? 0) + e.encodedDataLength));

  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: /sign in|log in/i })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const rows = [...scripts].map(([id, s]) => ({ ...s, bytes: transferred.get(id) ?? 0, body: bodies.get(id) ?? 0 }));
  const wireKb = rows.reduce((sum, r) => sum + r.bytes, 0) / 1024;
  const totalKb = rows.reduce((sum, r) => sum + r.body, 0) / 1024;
  console.log(`sign-in page: ${rows.length} scripts, ${totalKb.toFixed(1)} KB of compressed JavaScript (${wireKb.toFixed(1)} KB on the wire with headers)`);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(r.encoding, r.url).toMatch(/^(br|gzip)$/);
    if (r.url.includes('/assets/')) expect(r.cache, r.url).toContain('immutable');
  }
  expect(totalKb).toBeLessThanOrEqual(CEILING_KB);
});

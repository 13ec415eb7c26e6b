import { expect, test } from '@playwright/test';
import { ACCOUNTS, openSignedIn } from './support';

test("[DOCTOR][SHELL]: the realtime socket connects to this origin and authorises the doctor's private channel", async ({ page }) => {
  const socket = page.waitForEvent('websocket', (ws) => /\/app\/dme-portal\?/.test(ws.url()));
  const authorised = page.waitForResponse((r) => r.url().endsWith('/broadcasting/auth') && r.request().method() === 'POST');
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/dashboard');
  expect(new URL((await socket).url()).host).toBe('127.0.0.1:18080');
  const response = await authorised;
  expect(response.status()).toBe(200);
  expect(response.request().headers().authorization).toMatch(/^Bearer /);
  expect(response.request().postDataJSON()).toMatchObject({ channel_name: expect.stringMatching(/^private-user\.\d+$/) });
  expect(await response.json()).toMatchObject({ auth: expect.stringMatching(/^dme-portal:[0-9a-f]{64}$/) });
});

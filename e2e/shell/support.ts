import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts';

export const ACCOUNTS = {
  supplier: 'supplier@demo.test',
  supplierStaff: 'supplier.staff@demo.test',
  planner: 'planner@demo.test',
  hr: 'supplier.hr@demo.test',
  doctor: 'doctor@demo.test',
  agent: 'doctor.agent@demo.test',
  newDoctor: 'newdoctor@demo.test',
  patient: 'patient@demo.test',
  driver: 'driver1@demo.test',
} as const;

/** Signs in through the login form (the page must show it). */
export async function fillLogin(page: Page, login: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Login', exact: true }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A main token from the API, without the UI (fast set-up for specs about something else). */
export async function apiToken(page: Page, login: string): Promise<string> {
  const response = await page.request.post('/api/login', { data: { login, password: DEMO_PASSWORD } });
  expect(response.ok(), `login of ${login}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Stores a token (and optionally extra localStorage entries) on the app's origin, then opens `path`. */
export async function openSignedIn(page: Page, login: string, path: string, extra: Record<string, string> = {}): Promise<string> {
  const token = await apiToken(page, login);
  // Any same-origin document gives access to the app's localStorage; the favicon is the cheapest.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ token: t, entries }) => {
      // A fresh session: nothing of a previous user (staff id, location) may leak into this one.
      localStorage.clear();
      localStorage.setItem('token', t);
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { token, entries: extra },
  );
  await page.goto(path);
  return token;
}

/** The stored form of "location chosen for today" (expires at the next local day start). */
export function todaysLocation(id: number): string {
  const now = new Date();
  const expiresAt = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  return JSON.stringify({ id, expiresAt });
}

/** A toast (Mantine notification) with this text. */
export const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/**
 * Closes the toasts, by a click as users do: they sit top-right over the end of the order screen's tab bar and stay
 * while the pointer rests on them, so a click at a tab there would land on a toast.
 */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  // A toast that appears after the clicks, under the resting pointer, would stay open (hover pauses its timer):
  // move the pointer away and click again until none is left.
  await expect(async () => {
    for (const t of await toasts.all()) await t.click({ timeout: 1_000 }).catch(() => undefined);
    await page.mouse.move(0, 0);
    await expect(toasts).toHaveCount(0, { timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
}

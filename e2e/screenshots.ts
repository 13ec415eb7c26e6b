import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';

// The screenshot specs are a review aid, not a check: each writes its screens as PNGs to look at, at a laptop's and a
// phone's size, and runs only when asked (PAGE_SHOTS=1 npx playwright test -c e2e/playwright.config.ts <spec>).

/** The two layouts every screen is looked at in. */
export const SHOT_SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** Inside a describe: skipped unless PAGE_SHOTS is set, its tests in order, `out` made first. */
export function screenshotSuite(what: string, out: string, timeout = 180_000): void {
  test.skip(!process.env.PAGE_SHOTS, `set PAGE_SHOTS=1 to write the ${what} screenshots`);
  test.describe.configure({ mode: 'serial', timeout });
  test.beforeAll(() => mkdirSync(out, { recursive: true }));
}

/**
 * Writes `out/<prefix><name>.png` once the page has settled: no request for half a second, then `settleMs` more for
 * transitions and charts to finish drawing.
 */
export function shooter(out: string, opts: { prefix?: string; settleMs?: number } = {}) {
  return async (page: Page, name: string, fullPage = true): Promise<void> => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(opts.settleMs ?? 400);
    await page.screenshot({ path: join(out, `${opts.prefix ?? ''}${name}.png`), fullPage });
  };
}

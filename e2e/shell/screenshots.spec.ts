import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, openSignedIn, todaysLocation } from './support';

// Review aid, not a check: SHELL_SHOTS=1 writes every layout at 1280x800 and 375x812 to /tmp/shots/shell/.
const OUT = '/tmp/shots/shell';
const PREVIEW_PORT = 5199;
const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web');
const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

test.describe('[SHELL][SCREENSHOTS]', () => {
  test.skip(!process.env.SHELL_SHOTS, 'set SHELL_SHOTS=1 to write the layout screenshots');
  test.describe.configure({ timeout: 120_000 });

  let preview: ChildProcess | undefined;
  test.beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    // Layouts without a mounted screen yet are shown by a dev-server preview page (apps/web/test/preview).
    preview = spawn('npx', ['vite', '--port', String(PREVIEW_PORT), '--strictPort', '--host', '127.0.0.1'], { cwd: webDir, stdio: 'ignore' });
    await expect
      .poll(async () => fetch(`http://127.0.0.1:${PREVIEW_PORT}/test/preview/layouts.html`).then((r) => r.ok).catch(() => false), { timeout: 60_000 })
      .toBe(true);
  });
  test.afterAll(() => {
    preview?.kill();
  });

  const shoot = async (page: Page, name: string) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(OUT, `${name}.png`) });
  };

  for (const size of SIZES) {
    test(`every layout at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await shoot(page, `default-public-${size.name}`);
      await page.goto('/auth/login');
      await shoot(page, `auth-login-${size.name}`);
      await page.goto('/auth/reset-password');
      await shoot(page, `auth-reset-${size.name}`);
      await page.goto('/no/such/page');
      await shoot(page, `errors-404-${size.name}`);
      await page.goto('/try-later');
      await shoot(page, `errors-try-later-${size.name}`);

      await openSignedIn(page, ACCOUNTS.supplierStaff, '/supplier/dashboard', { location_id: todaysLocation(1) });
      await expect(page.getByTestId('summary-name')).toBeVisible();
      await shoot(page, `default-supplier-staff-${size.name}`);
      if (size.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await shoot(page, `default-drawer-${size.name}`);
      } else {
        await page.getByRole('button', { name: 'Collapse sidebar' }).click();
        await shoot(page, `default-collapsed-${size.name}`);
        await page.getByRole('button', { name: 'Expand sidebar' }).click();
      }
      await openSignedIn(page, ACCOUNTS.doctor, '/doctor/profile/view');
      await expect(page.getByRole('heading', { name: 'Profile & Staff' })).toBeVisible();
      await shoot(page, `default-doctor-profile-${size.name}`);
      await openSignedIn(page, ACCOUNTS.patient, '/patient/dashboard');
      await expect(page.getByTestId('summary-name')).toBeVisible();
      await shoot(page, `mobile-patient-${size.name}`);

      for (const layout of ['doctor-invite', 'simple', 'quiz']) {
        await page.goto(`http://127.0.0.1:${PREVIEW_PORT}/test/preview/layouts.html?layout=${layout}`);
        await expect(page.getByRole('heading', { name: 'Sample page' })).toBeVisible({ timeout: 30_000 });
        await shoot(page, `${layout}-${size.name}`);
      }
    });
  }
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fixtures } from '../fixtures';
import { ACCOUNTS, openSignedIn } from '../shell/support';

// Review aid, not a check: PAGE_SHOTS=1 writes the screens of the invitation, first-login, short-link,
// dashboards and tasks at 1280x800 and 375x812 to /tmp/shots/pages/. Run it on its own (it walks the demo
// doctor's invitation, which the invitation spec also does):
//   PAGE_SHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/pages
const OUT = '/tmp/shots/pages';
const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

test.describe('[PAGES][SCREENSHOTS]', () => {
  test.skip(!process.env.PAGE_SHOTS, 'set PAGE_SHOTS=1 to write the page screenshots');
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

  const shoot = async (page: Page, name: string, fullPage = true) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(OUT, `${name}.png`), fullPage });
  };

  for (const [index, size] of SIZES.entries()) {
    const last = index === SIZES.length - 1;
    test(`new screens at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const f = fixtures();
      const at = (name: string) => `${name}-${size.name}`;

      // Short links: unknown and expired.
      await page.goto('/s/AAAAAAAAAAAAAAAAAAAAAAAA');
      await expect(page.getByRole('heading', { name: 'This link is not valid.' })).toBeVisible();
      await shoot(page, at('short-link-invalid'));
      await page.route('**/api/s/expired-link-0123456789', (route) =>
        route.fulfill({ status: 410, json: { message: 'This link has expired.' } }),
      );
      await page.goto('/s/expired-link-0123456789');
      await expect(page.getByRole('heading', { name: 'This link has expired.' })).toBeVisible();
      await shoot(page, at('short-link-expired'));

      // Staff first login.
      await page.goto(`/hello/${f.staffInvite.userId}?code=${encodeURIComponent(f.staffInvite.code)}`);
      await expect(page.getByRole('heading', { name: `Welcome, ${f.staffInvite.name}` })).toBeVisible();
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
      await page.getByRole('button', { name: 'Set password and continue' }).click();
      await shoot(page, at('hello-form'));
      await page.goto(`/hello/${f.staffInvite.userId}?code=wrong-code`);
      await expect(page.getByText('This invitation link is not valid or has already been used.')).toBeVisible();
      await shoot(page, at('hello-invalid'));

      // The NPI check and the wizard.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`/invite/${f.doctorInvite.userId}?code=${encodeURIComponent(f.doctorInvite.code)}`);
      await page.getByRole('textbox', { name: 'NPI' }).fill('123');
      await page.getByRole('button', { name: 'Verify and continue' }).click();
      await shoot(page, at('invite-npi'));
      await page.getByRole('textbox', { name: 'NPI' }).fill(f.doctorInvite.npi);
      await page.getByRole('button', { name: 'Verify and continue' }).click();
      await expect(page).toHaveURL('/invite-doctor/hello');
      await expect(page.getByRole('list', { name: 'Verification steps' })).toBeVisible();
      await shoot(page, at('invite-hello'));

      await page.goto('/invite-doctor/step_1');
      await page.getByRole('textbox', { name: 'Phone' }).fill('6145550101');
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await shoot(page, at('invite-step-1'));
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page).toHaveURL('/invite-doctor/step_2');

      await page.getByRole('textbox', { name: 'Street address' }).fill('10 Elm St');
      await page.getByRole('textbox', { name: 'City' }).fill('Dayton');
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'Ohio (OH)' }).click();
      await page.getByRole('textbox', { name: 'ZIP' }).fill('45402');
      await page.getByRole('textbox', { name: 'Monday from' }).fill('0830');
      await page.getByRole('textbox', { name: 'Monday to' }).fill('1700');
      await page.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
      await page.getByRole('textbox', { name: 'Saturday from' }).fill('2530');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await shoot(page, at('invite-step-2'));
      await page.getByRole('textbox', { name: 'Saturday from' }).fill('');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page).toHaveURL('/invite-doctor/step_3');
      await expect(page.getByRole('heading', { name: 'Prescriber Portal Participation Agreement' })).toBeVisible();
      await shoot(page, at('invite-step-3'));

      await page.goto('/invite-doctor/finish');
      if (index === 0) {
        // Before signing: finish lists what is missing.
        await page.getByRole('button', { name: 'Finish verification' }).click();
        await expect(page.getByRole('list', { name: 'Still missing' })).toBeVisible();
        await shoot(page, at('invite-finish-missing'));
        await page.goto('/invite-doctor/step_3');
        const pad = page.getByRole('img', { name: 'Your signature' });
        await pad.scrollIntoViewIfNeeded();
        const box = (await pad.boundingBox())!;
        await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.3, { steps: 8 });
        await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.6, { steps: 8 });
        await page.mouse.up();
        await page.getByRole('button', { name: 'Sign the agreement' }).click();
        await expect(page.getByTestId('agreement-signed')).toBeVisible();
        await shoot(page, at('invite-step-3-signed'));
        await page.goto('/invite-doctor/finish');
      }
      await expect(page.getByRole('list', { name: 'Verification steps' })).toBeVisible();
      await shoot(page, at('invite-finish'));
      if (last) {
        await page.getByRole('button', { name: 'Finish verification' }).click();
        await expect(page).toHaveURL('/doctor/dashboard');
      }

      // Dashboards and tasks.
      await openSignedIn(page, ACCOUNTS.doctor, '/doctor/dashboard');
      await expect(page.getByRole('list', { name: 'Orders at a glance' })).toBeVisible();
      await shoot(page, at('doctor-dashboard'));
      await openSignedIn(page, ACCOUNTS.supplier, '/supplier/dashboard');
      await expect(page.getByRole('table', { name: 'Latest tasks', exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(page, at('supplier-dashboard'));
      await page.getByRole('button', { name: 'Latest Tasks' }).click();
      await expect(page.getByRole('dialog', { name: 'Latest Tasks' }).getByRole('table')).toBeVisible();
      await shoot(page, at('supplier-latest-tasks-modal'), false);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Customize' }).click();
      await expect(page.getByRole('dialog', { name: 'Customize dashboard' })).toBeVisible();
      await shoot(page, at('supplier-customize'), false);
      await page.keyboard.press('Escape');
      await page.goto('/supplier/tasks/current');
      await expect(page.getByRole('table', { name: 'Current tasks' }).getByRole('row').nth(1)).toBeVisible();
      await shoot(page, at('supplier-tasks-current'));
      await page.getByRole('table', { name: 'Current tasks' }).getByRole('button', { name: 'Complete' }).first().click();
      await shoot(page, at('supplier-tasks-confirm'), false);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.goto('/supplier/tasks/completed');
      await expect(page.getByRole('table', { name: 'Completed tasks' }).getByRole('row').nth(1)).toBeVisible();
      await shoot(page, at('supplier-tasks-completed'));
    });
  }
});

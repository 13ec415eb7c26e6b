import { test } from '@playwright/test';
import { screenshotSuite, shooter } from '../screenshots';
import { api } from '../signing/support';
import { ACCOUNTS, apiToken, openSignedIn } from '../shell/support';

// Review aid, not a check: PAGE_SHOTS=1 writes the settings and tracking screens at 1280x800 and 360x780 to
// /work/shots/settings-*.png (the seed's tags, actions and two weeks of clock-ins fill them).
const OUT = process.env.SHOTS_DIR ?? '/work/shots';
const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 780 },
] as const;

test.describe('[SETTINGS][SCREENSHOTS]', () => {
  screenshotSuite('settings', OUT);

  const shoot = shooter(OUT, { prefix: 'settings-', settleMs: 600 });

  for (const size of SIZES) {
    test(`settings and tracking at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const at = (name: string) => `${name}-${size.name}`;
      const token = await apiToken(page, ACCOUNTS.supplier);
      const people = (await api<{ data: { user: { id: number; name: string } }[] }>(page.request, token, 'GET', '/api/vendor/employees/tracking?search=Tina')).data;
      const tina = people[0]!.user.id;
      await openSignedIn(page, ACCOUNTS.supplier, '/supplier/settings/tags');
      await shoot(page, at('tags'));
      await page.goto('/supplier/settings/texts');
      await page.getByRole('button', { name: 'Edit Questionnaire link for the patient' }).click();
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByLabel('Preview').waitFor();
      await shoot(page, at('texts'));
      await page.goto('/supplier/settings/tracking');
      await shoot(page, at('tracking-actions'));
      await page.goto('/supplier/employees/tracking');
      await shoot(page, at('employees-tracking'));
      await page.goto(`/supplier/employees/tracking/${tina}/time`);
      await page.getByRole('button', { name: 'Previous period' }).click();
      await shoot(page, at('tracking-time'));
      await page.getByRole('tab', { name: 'Actions' }).click();
      await page.getByRole('button', { name: 'Previous period' }).click();
      await shoot(page, at('tracking-action'));
      await page.goto(`/supplier/employees/profile/${tina}/tracking`);
      await shoot(page, at('profile-tracking'));
      await page.goto('/supplier/orders/list');
      await page.getByRole('combobox', { name: 'Filter by tag' }).click();
      await page.getByRole('option', { name: 'Urgent' }).click();
      await shoot(page, at('orders-tag-filter'));
    });
  }
});

import { expect, test } from '@playwright/test';
import { screenshotSuite, shooter, SHOT_SIZES } from '../screenshots';
import { ACCOUNTS, openSignedIn } from '../shell/support';

// Review aid, not a check: PAGE_SHOTS=1 writes the patient screens at 1280x800 and 375x812 to /tmp/shots-patients/.
//   PAGE_SHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/patients/screenshots.spec.ts
const OUT = '/tmp/shots-patients';

test.describe('[PATIENTS][SCREENSHOTS]', () => {
  screenshotSuite('patient', OUT, 120_000);

  const shoot = shooter(OUT);

  for (const size of SHOT_SIZES) {
    test(`patient screens at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const at = (name: string) => `${name}-${size.name}`;

      await openSignedIn(page, ACCOUNTS.doctor, '/doctor/patients');
      await expect(page.getByRole('table', { name: 'Patients' }).getByRole('row').nth(1)).toBeVisible();
      await shoot(page, at('doctor-list'));
      await page.getByRole('button', { name: 'New patient' }).click();
      await page.getByRole('dialog', { name: 'New patient' }).getByRole('button', { name: 'Create patient' }).click();
      await expect(page.getByText('The first name field is required.')).toBeVisible();
      await shoot(page, at('doctor-create-errors'), false);
      await page.keyboard.press('Escape');

      await page.getByRole('table', { name: 'Patients' }).getByRole('row').filter({ hasText: 'Ellison' }).click();
      await expect(page.getByRole('region', { name: 'Patient information' })).toBeVisible();
      await shoot(page, at('doctor-info'));
      await page.getByRole('button', { name: 'Edit Info' }).click();
      await shoot(page, at('doctor-info-edit'));
      await page.getByRole('tab', { name: 'Insurances' }).click();
      await expect(page.getByRole('region', { name: 'Aetna' })).toBeVisible();
      await shoot(page, at('doctor-insurances'));
      await page.getByRole('tab', { name: 'Address & Contacts' }).click();
      await expect(page.getByRole('region', { name: 'Home' })).toBeVisible();
      await page.getByRole('button', { name: 'Add address' }).click();
      await shoot(page, at('doctor-address-contacts'));
      await page.getByRole('tab', { name: 'Documents' }).click();
      await expect(page.getByRole('form', { name: 'Upload documents' })).toBeVisible();
      await shoot(page, at('doctor-documents'));
      await page.getByRole('tab', { name: 'Med History' }).click();
      await expect(page.getByRole('region', { name: 'Obstructive sleep apnea' })).toBeVisible();
      await shoot(page, at('doctor-med-history'));

      await openSignedIn(page, ACCOUNTS.supplier, '/supplier/patients');
      await expect(page.getByRole('table', { name: 'Patients' }).getByRole('row').nth(1)).toBeVisible();
      await shoot(page, at('supplier-list'));
      await page.getByRole('table', { name: 'Patients' }).getByRole('row').filter({ hasText: 'Jennings' }).first().click();
      await expect(page.getByRole('region', { name: 'Possible duplicates' })).toBeVisible();
      await shoot(page, at('supplier-info-duplicates'));
      await page.getByRole('tab', { name: 'Wallet' }).click();
      await expect(page.getByRole('form', { name: 'Record deposit' })).toBeVisible();
      await shoot(page, at('supplier-wallet'));
      await page.getByRole('tab', { name: 'Logs' }).click();
      await expect(page.getByRole('table', { name: 'Logs' })).toBeVisible();
      await shoot(page, at('supplier-logs'));
    });
  }
});

import { expect, test } from '@playwright/test';
import { screenshotSuite, shooter, SHOT_SIZES } from '../screenshots';
import { ACCOUNTS, openSignedIn } from '../shell/support';

// Review aid, not a check: PAGE_SHOTS=1 writes the directory screens at 1280x800 and 375x812 to /tmp/shots-directory/.
//   PAGE_SHOTS=1 flock /tmp/dme-e2e.lock node scripts/e2e.mjs e2e/directory/screenshots.spec.ts
const OUT = '/tmp/shots-directory';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
);

test.describe('[DIRECTORY][SCREENSHOTS]', () => {
  screenshotSuite('directory', OUT);

  const shoot = shooter(OUT);

  for (const size of SHOT_SIZES) {
    test(`directory screens at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const at = (name: string) => `${name}-${size.name}`;

      await openSignedIn(page, ACCOUNTS.supplier, '/supplier/profile/departments');
      await expect(page.getByRole('region', { name: 'Main Warehouse' })).toBeVisible();
      await shoot(page, at('departments'));
      const main = page.getByRole('region', { name: 'Main Warehouse' });
      await main.getByRole('button', { name: 'Edit Info' }).click();
      await main.getByRole('button', { name: 'Permissions of Tina Brooks' }).click();
      await shoot(page, at('departments-edit'));

      await page.goto('/supplier/profile/docs');
      const upload = page.getByRole('form', { name: 'Upload company documents' });
      await upload
        .locator('input[type="file"]')
        .setInputFiles({ name: `license-${size.name}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await upload.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByRole('table', { name: 'Company documents' })).toContainText(`license-${size.name}.pdf`);
      await shoot(page, at('docs'));

      await page.goto('/supplier/insurances');
      await expect(page.getByRole('table', { name: 'Insurances' }).getByRole('row').nth(1)).toBeVisible();
      await shoot(page, at('insurances'));
      await page.getByRole('button', { name: 'Add payer' }).click();
      await expect(page.getByRole('dialog', { name: 'Add payer' })).toBeVisible();
      await shoot(page, at('insurances-add'), false);
      await page.keyboard.press('Escape');

      await page.goto('/supplier/doctors');
      await expect(page.getByRole('table', { name: 'Doctors' }).getByRole('row').nth(1)).toBeVisible();
      await shoot(page, at('doctors'));
      await page.goto('/supplier/doctors/create');
      const form = page.getByRole('form', { name: 'Add doctor' });
      await form.getByRole('textbox', { name: 'NPI' }).fill('1234567810');
      await form.getByRole('button', { name: 'Add doctor' }).click();
      await expect(form.getByText('The name field is required for a doctor new to the portal.')).toBeVisible();
      await shoot(page, at('doctor-create-errors'));

      await page.goto('/supplier/doctors');
      await page.getByRole('table', { name: 'Doctors' }).getByText('Dr. Noah Grant').click();
      await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
      await shoot(page, at('doctor-profile'));
      await page.goto('/supplier/doctors');
      await page.getByRole('table', { name: 'Doctors' }).getByText('Dr. Olivia Bennett').click();
      const office = page.getByRole('region', { name: 'Downtown Office' });
      await expect(office).toBeVisible();
      await shoot(page, at('doctor-profile-verified'));
      await office.getByRole('link', { name: 'Open page' }).click();
      await expect(page).toHaveURL(/\/location\/\d+$/);
      await shoot(page, at('doctor-location'));
      await page.getByRole('tab', { name: 'Agents' }).click();
      await expect(page.getByRole('table', { name: 'Agents' })).toContainText('Tina Brooks');
      await shoot(page, at('doctor-agents'));

      await openSignedIn(page, ACCOUNTS.doctor, '/doctor/suppliers');
      await expect(page.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(1)).toBeVisible();
      await shoot(page, at('suppliers'));
      await page.getByRole('table', { name: 'Suppliers' }).getByText('Sunrise Medical Supply').click();
      await expect(page.getByRole('form', { name: 'Your settings for this supplier' })).toBeVisible();
      await shoot(page, at('supplier-manage'));
    });
  }
});

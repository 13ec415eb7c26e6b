import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, openSignedIn, toast } from '../shell/support';

/** A one-page PDF: enough for the server's byte check. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

async function pickOption(page: Page, field: Locator, option: string, type?: string) {
  await field.click();
  if (type) await field.fill(type);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('[SUPPLIER][INSURANCES]: the supplier adds a payer, edits it and finds it by search', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Insurances' }).click();
  await expect(page).toHaveURL('/supplier/insurances');
  const table = page.getByRole('table', { name: 'Insurances' });
  await expect(table.getByRole('row').filter({ hasText: 'Medicare DME MAC Jurisdiction B (CGS)' })).toContainText('OH4471020');

  await page.getByRole('button', { name: 'Add payer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payer' });
  // A payer already in the list is refused by the server, under the payer field.
  await pickOption(page, dialog.getByRole('combobox', { name: 'Payer' }), 'Aetna · 60054', 'Aetna');
  await dialog.getByRole('button', { name: 'Add payer' }).click();
  await expect(dialog.getByText('This payer is already in your list.')).toBeVisible();
  await pickOption(page, dialog.getByRole('combobox', { name: 'Payer' }), 'Humana · 61101', 'Humana');
  await dialog.getByRole('checkbox', { name: /Prior authorization required/ }).check();
  await dialog.getByRole('textbox', { name: /Provider number/ }).fill('HUM-22871');
  await dialog.getByRole('button', { name: 'Add payer' }).click();
  await expect(toast(page, 'Humana was added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const humana = table.getByRole('row').filter({ hasText: 'Humana' });
  await expect(humana).toContainText('61101');
  await expect(humana).toContainText('Required');

  await humana.getByRole('button', { name: 'Edit Humana' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Humana' });
  await edit.getByRole('checkbox', { name: /In network/ }).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Humana was saved')).toBeVisible();
  await expect(humana).toContainText('Out');

  await page.getByRole('searchbox', { name: 'Search payers' }).fill('huma');
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('[SUPPLIER][DOCTORS]: the supplier adds a doctor by NPI after the server refuses a bad one, and opens the profile', async ({
  page,
}) => {
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Doctors' }).click();
  await expect(page).toHaveURL('/supplier/doctors');
  const table = page.getByRole('table', { name: 'Doctors' });
  await expect(table.getByRole('row').filter({ hasText: 'Dr. Olivia Bennett' })).toContainText('Verified');

  await page.getByRole('link', { name: 'Add doctor' }).click();
  await expect(page).toHaveURL('/supplier/doctors/create');
  const form = page.getByRole('form', { name: 'Add doctor' });
  const npi = form.getByRole('textbox', { name: 'NPI' });
  // A wrong check digit is caught as it is typed.
  await npi.fill('1234567890');
  await expect(form.getByText('The NPI must be 10 digits starting with 1 or 2, with a valid check digit.')).toBeVisible();
  // Dr. Bennett's NPI is valid, but the server refuses it: she is in the list already.
  await npi.fill('1234567893');
  await form.getByRole('button', { name: 'Add doctor' }).click();
  await expect(form.getByText('This doctor is already in your list.')).toBeVisible();
  await expect(npi).toHaveAttribute('aria-invalid', 'true');
  // An NPI new to the portal needs a name and an e-mail: the server says so under the field.
  await npi.fill('1234567802');
  await form.getByRole('button', { name: 'Add doctor' }).click();
  await expect(form.getByText('The name field is required for a doctor new to the portal.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Dr. Ada Stone');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada.stone@example.com');
  await form.getByRole('textbox', { name: 'Practice name' }).fill('Stone Pulmonology');
  await form.getByRole('textbox', { name: 'Specialty' }).fill('Pulmonology');
  await form.getByRole('button', { name: 'Add doctor' }).click();
  await expect(toast(page, 'Dr. Ada Stone was added and invited')).toBeVisible();
  await expect(page).toHaveURL(/\/supplier\/doctors\/\d+\/profile$/);

  await expect(page.getByRole('heading', { name: 'Dr. Ada Stone' })).toBeVisible();
  await expect(page.getByTestId('doctor-summary')).toContainText('NPI 1234567802');
  await expect(page.getByTestId('doctor-summary')).toContainText('Invited');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText('Pulmonology');
  // The company entered this practice, so it may add its office until the doctor verifies.
  const offices = page.getByRole('region', { name: 'Offices' });
  await offices.getByRole('button', { name: 'Add office' }).click();
  const office = offices.getByRole('region', { name: 'New office' });
  await office.getByRole('textbox', { name: 'Name' }).fill('Stone Pulmonology Main');
  await office.getByRole('textbox', { name: 'ZIP' }).fill('43215');
  await expect(office.getByRole('combobox', { name: 'City' })).toHaveValue('Columbus');
  await office.getByRole('button', { name: 'Add office' }).click();
  await expect(toast(page, 'Office added')).toBeVisible();
  await offices.getByRole('region', { name: 'Stone Pulmonology Main' }).getByRole('link', { name: 'Open page' }).click();
  await expect(page).toHaveURL(/\/supplier\/doctors\/\d+\/location\/\d+$/);
  await expect(page.getByRole('region', { name: 'Stone Pulmonology Main' })).toContainText('Columbus, OH 43215');

  await page.getByRole('tab', { name: 'Agents' }).click();
  await page.getByRole('button', { name: 'Assign me' }).click();
  await expect(page.getByRole('table', { name: 'Agents' })).toContainText('Sam Rivera');
});

test('[SUPPLIER][PROFILE]: the supplier edits a department and uploads, then deletes, a company document', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/profile/view');
  await page.getByRole('tab', { name: 'Departments' }).click();
  await expect(page).toHaveURL('/supplier/profile/departments');
  const east = page.getByRole('region', { name: 'East Branch' });
  await expect(east).toContainText('85 Harbor St');
  await east.getByRole('button', { name: 'Edit Info' }).click();
  await east.getByRole('textbox', { name: 'Suite, floor' }).fill('Dock 2');
  await east.getByRole('button', { name: 'Permissions of Tina Brooks' }).click();
  await east.getByRole('checkbox', { name: 'order view 20', exact: true }).check();
  await east.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Department saved')).toBeVisible();
  await expect(east).toContainText('85 Harbor St, Dock 2');
  await expect(east).toContainText('3 permissions');

  await page.getByRole('tab', { name: 'Docs' }).click();
  const upload = page.getByRole('form', { name: 'Upload company documents' });
  await upload.locator('input[type="file"]').setInputFiles({ name: 'surety-bond.pdf', mimeType: 'application/pdf', buffer: PDF });
  await pickOption(page, upload.getByRole('combobox', { name: 'Document type' }), 'Surety bond');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'surety-bond.pdf was uploaded')).toBeVisible();
  const row = page.getByRole('table', { name: 'Company documents' }).getByRole('row').filter({ hasText: 'surety-bond.pdf' });
  await expect(row).toContainText('Surety bond');
  await row.getByRole('button', { name: 'Delete surety-bond.pdf' }).click();
  await page.getByRole('dialog', { name: 'Please, confirm action' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'surety-bond.pdf was deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('[DOCTOR][SUPPLIERS]: the doctor opens the suppliers list and a supplier, and changes which payers go there', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL('/doctor/suppliers');
  const table = page.getByRole('table', { name: 'Suppliers' });
  const sunrise = table.getByRole('row').filter({ hasText: 'Sunrise Medical Supply' });
  await expect(sunrise).toContainText('Preferred');
  await expect(table.getByRole('row').filter({ hasText: 'Lakeshore Respiratory Care' })).not.toContainText('Preferred');
  await page.getByRole('switch', { name: 'Preferred only' }).check({ force: true });
  await expect(table.getByRole('row').filter({ hasText: 'Lakeshore Respiratory Care' })).toHaveCount(0);

  await sunrise.getByText('Sunrise Medical Supply').click();
  await expect(page).toHaveURL(/\/doctor\/suppliers\/\d+\/manage$/);
  await expect(page.getByRole('heading', { name: 'Sunrise Medical Supply' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company' })).toContainText('1200 Industrial Pkwy');
  const settings = page.getByRole('form', { name: 'Your settings for this supplier' });
  await expect(settings.getByRole('checkbox', { name: 'Send Aetna orders' })).toBeChecked();
  const medicaid = settings.getByRole('checkbox', { name: 'Send Ohio Medicaid (ODM) orders' });
  await expect(medicaid).not.toBeChecked();
  await medicaid.check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Your settings for this supplier were saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Your settings for this supplier' }).getByRole('checkbox', { name: 'Send Ohio Medicaid (ODM) orders' }),
  ).toBeChecked();
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, openSignedIn, toast } from '../shell/support';

/** A one-page PDF: enough for the server's byte check and for the browser's viewer. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    '4 0 obj << /Length 44 >> stream',
    'BT /F1 18 Tf 40 100 Td (Prescription) Tj ET',
    'endstream endobj',
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

/** A name no earlier run used (the e2e database lives for one run, but a rerun of one spec must not collide). */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}`;

async function pickOption(page: Page, field: Locator, option: string, type?: string) {
  await field.click();
  if (type) await field.fill(type);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createPatient(
  page: Page,
  values: { first: string; last: string; dob: string; gender: 'Male' | 'Female'; phone?: string; medicare?: string },
) {
  await page.getByRole('button', { name: 'New patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'New patient' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill(values.first);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(values.last);
  await dialog.getByRole('textbox', { name: 'Date of birth' }).fill(values.dob);
  await pickOption(page, dialog.getByRole('combobox', { name: 'Gender' }), values.gender);
  if (values.phone) await dialog.getByRole('textbox', { name: 'Phone' }).fill(values.phone);
  if (values.medicare) await dialog.getByRole('textbox', { name: 'Medicare ID' }).fill(values.medicare);
  await dialog.getByRole('button', { name: 'Create patient' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/patients\/\d+\/info$/);
  return Number(/\/patients\/(\d+)\/info$/.exec(page.url())![1]);
}

test('[DOCTOR][PATIENTS]: the doctor creates a patient with an address, a contact and two insurances, edits it, meets a server error for a bad ZIP, uploads a PDF and previews it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, ACCOUNTS.doctor, '/doctor/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Patient Info' }).click();
  await expect(page).toHaveURL('/doctor/patients');
  const table = page.getByRole('table', { name: 'Patients' });
  await expect(table.getByRole('row').filter({ hasText: 'Ellison' })).toBeVisible();

  const last = unique('Quinn');
  await createPatient(page, { first: 'Avery', last, dob: '07041962', gender: 'Female', phone: '6145550177', medicare: '12345678901' });
  await expect(page.getByRole('heading', { name: `Avery ${last}` })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Info', 'Insurances', 'Address & Contacts', 'Documents', 'Orders', 'Med History', 'Accident']);

  // Edit: the card switches to its form and back.
  const info = page.getByRole('region', { name: 'Patient information' });
  await expect(info).toContainText('1234567-8901');
  await info.getByRole('button', { name: 'Edit Info' }).click();
  await info.getByRole('textbox', { name: 'Email' }).fill('avery@example.com');
  await info.getByRole('textbox', { name: 'Middle name' }).fill('J');
  await info.getByRole('button', { name: 'Save changes' }).click();
  await expect(info.getByRole('button', { name: 'Edit Info' })).toBeVisible();
  await expect(info).toContainText('avery@example.com');
  await expect(page.getByRole('heading', { name: `Avery J ${last}` })).toBeVisible();

  // A new patient has no HIPAA consent: the doctor mails the signing link to the patient's address.
  const hipaa = page.getByRole('region', { name: 'HIPAA consent' });
  await expect(hipaa).toContainText('Missing');
  await hipaa.getByRole('button', { name: 'Send consent link' }).click();
  await expect(toast(page, 'The consent link was sent')).toBeVisible();
  await expect(hipaa).toContainText('A link was sent');

  // Address: a 4-digit ZIP is refused by the server, under the ZIP field; a good one fills the city.
  await page.getByRole('tab', { name: 'Address & Contacts' }).click();
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('button', { name: 'Add address' }).click();
  const newAddress = addresses.getByRole('region', { name: 'New address' });
  await newAddress.getByRole('textbox', { name: 'Title' }).fill('Home');
  await newAddress.getByRole('textbox', { name: 'Street address' }).fill('10 Elm St');
  await newAddress.getByRole('textbox', { name: 'ZIP' }).fill('4540');
  await newAddress.getByRole('combobox', { name: 'City' }).fill('Dayton');
  await pickOption(page, newAddress.getByRole('combobox', { name: 'State' }), 'Ohio (OH)', 'Ohio');
  await newAddress.getByRole('button', { name: 'Add address' }).click();
  await expect(newAddress.getByText('The zip must be 5 digits.')).toBeVisible();
  await expect(newAddress.getByRole('textbox', { name: 'ZIP' })).toHaveAttribute('aria-invalid', 'true');
  await newAddress.getByRole('combobox', { name: 'City' }).fill('');
  await newAddress.getByRole('textbox', { name: 'ZIP' }).fill('45402');
  await expect(newAddress.getByRole('combobox', { name: 'City' })).toHaveValue('Dayton');
  await newAddress.getByRole('checkbox', { name: 'Billing address' }).check();
  await newAddress.getByRole('button', { name: 'Add address' }).click();
  const home = addresses.getByRole('region', { name: 'Home' });
  await expect(home).toContainText('10 Elm St, Dayton, OH 45402');
  await expect(home).toContainText('Billing address');

  const contacts = page.getByRole('region', { name: 'Contacts' });
  await contacts.getByRole('button', { name: 'Add contact' }).click();
  const newContact = contacts.getByRole('region', { name: 'New contact' });
  await newContact.getByRole('textbox', { name: 'Name' }).fill('Jordan Quinn');
  await newContact.getByRole('combobox', { name: 'Relationship' }).fill('Daughter');
  await newContact.getByRole('textbox', { name: 'Phone' }).fill('6145550178');
  await newContact.getByRole('checkbox', { name: 'Emergency contact' }).check();
  await newContact.getByRole('button', { name: 'Add contact' }).click();
  await expect(contacts.getByRole('region', { name: 'Jordan Quinn' })).toContainText('+1 (614) 555-0178');

  // Insurances: payers from the shared list; a Medicare payer masks the member id.
  await page.getByRole('tab', { name: 'Insurances' }).click();
  const primary = page.getByRole('region', { name: 'Primary insurance' });
  await primary.getByRole('button', { name: 'Add primary insurance' }).click();
  let policy = primary.getByRole('region', { name: 'New insurance' });
  await pickOption(page, policy.getByRole('combobox', { name: 'Payer' }), 'Medicare DME MAC Jurisdiction B (CGS)', 'Jurisdiction B');
  await policy.getByRole('textbox', { name: 'Member ID (Medicare)' }).fill('12345678901');
  await expect(policy.getByRole('textbox', { name: 'Member ID (Medicare)' })).toHaveValue('1234567-8901');
  await policy.getByRole('button', { name: 'Add insurance' }).click();
  await expect(primary.getByRole('region', { name: 'Medicare DME MAC Jurisdiction B (CGS)' })).toContainText('12345678901');

  const secondary = page.getByRole('region', { name: 'Secondary insurance' });
  await secondary.getByRole('button', { name: 'Add secondary insurance' }).click();
  policy = secondary.getByRole('region', { name: 'New insurance' });
  await pickOption(page, policy.getByRole('combobox', { name: 'Payer' }), 'Aetna', 'Aetna');
  await policy.getByRole('textbox', { name: 'Member ID' }).fill('W123456789');
  await policy.getByRole('textbox', { name: 'Group number' }).fill('0845721');
  await policy.getByRole('button', { name: 'Add insurance' }).click();
  await expect(secondary.getByRole('region', { name: 'Aetna' })).toContainText('W123456789');
  await expect(secondary.getByRole('region', { name: 'Aetna' })).toContainText('Active');

  // Documents: upload a PDF, see it listed, preview it.
  await page.getByRole('tab', { name: 'Documents' }).click();
  const upload = page.getByRole('form', { name: 'Upload documents' });
  await upload.locator('input[type="file"]').setInputFiles({ name: 'rx-avery.pdf', mimeType: 'application/pdf', buffer: PDF });
  await pickOption(page, upload.getByRole('combobox', { name: 'Document type' }), 'Prescription');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'rx-avery.pdf was uploaded')).toBeVisible();
  const documents = page.getByRole('table', { name: 'Documents' });
  const row = documents.getByRole('row').filter({ hasText: 'rx-avery.pdf' });
  await expect(row).toContainText('Prescription');
  await row.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'rx-avery.pdf' });
  await expect(preview.getByTitle('Preview of rx-avery.pdf')).toHaveAttribute('src', /^blob:/);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // The new patient is in the list, found by the server's search.
  await page.getByRole('link', { name: '← Patient Info' }).click();
  await page.getByRole('searchbox', { name: 'Search patients' }).fill(last);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('07/04/1962');
});

test('[SUPPLIER][PATIENTS]: the supplier creates its own patient, sees a duplicate, merges it and records a wallet deposit', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const token = await openSignedIn(page, ACCOUNTS.supplier, '/supplier/patients');
  await expect(page.getByRole('heading', { name: 'Patients' })).toBeVisible();
  const last = unique('Marsh');
  const survivorId = await createPatient(page, { first: 'Casey', last, dob: '01021950', gender: 'Male', phone: '6145550190' });
  await expect(page.getByRole('tab')).toHaveText([
    'Info',
    'Insurances',
    'Address & Contacts',
    'Documents',
    'Orders',
    'Suborders',
    'Med History',
    'Accident',
    'Wallet',
    'Agents',
    'Logs',
    'SKU',
  ]);
  await expect(page.getByRole('region', { name: 'Possible duplicates' })).toHaveCount(0);

  // The same person keyed in again (as a second clerk would), with an address of its own.
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/vendor/patients', {
    headers,
    data: { first_name: 'Casey', last_name: last, dob: '01/02/1950', gender: 'M', phone: '6145550191' },
  });
  expect(created.ok()).toBe(true);
  const duplicateId = ((await created.json()) as { data: { id: number } }).data.id;
  const address = await page.request.post(`/api/vendor/patients/${duplicateId}/addresses`, {
    headers,
    data: { title: 'Old home', address_1: '915 Oak St', city: 'Columbus', state: 'OH', zip: '43205' },
  });
  expect(address.ok()).toBe(true);

  await page.reload();
  const panel = page.getByRole('region', { name: 'Possible duplicates' });
  const duplicate = panel.getByTestId('duplicate').filter({ hasText: `#${duplicateId}` });
  await expect(duplicate).toContainText('Same name and date of birth');
  await duplicate.getByRole('button', { name: 'Merge into this record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge patients' });
  await expect(dialog).toContainText(`(#${duplicateId}) to this record (#${survivorId})`);
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(toast(page, `(#${duplicateId}) was merged into #${survivorId}`)).toBeVisible();
  await expect(page).toHaveURL(`/supplier/patients/${survivorId}/info`);
  await expect(panel).toHaveCount(0);

  // The duplicate's address now belongs to the survivor; the duplicate is gone.
  await page.getByRole('tab', { name: 'Address & Contacts' }).click();
  await expect(page.getByRole('region', { name: 'Old home' })).toContainText('915 Oak St');
  await page.goto(`/supplier/patients/${duplicateId}/info`);
  await expect(page.getByText('This patient does not exist or is not shared with you.')).toBeVisible();

  // Wallet: a deposit of $25.50 in cash.
  await page.goto(`/supplier/patients/${survivorId}/wallet`);
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0');
  const form = page.getByRole('form', { name: 'Record deposit' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('25.50');
  await pickOption(page, form.getByRole('combobox', { name: 'Method' }), 'Cash');
  await form.getByRole('textbox', { name: 'Note' }).fill('Copay for the walker');
  await form.getByRole('button', { name: 'Record deposit' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$25.5');
  await expect(page.getByRole('table', { name: 'Wallet entries' }).getByRole('row').nth(1)).toContainText('Copay for the walker');

  // Agents: the owner assigns themself.
  await page.getByRole('tab', { name: 'Agents' }).click();
  await page.getByRole('button', { name: 'Assign me' }).click();
  await expect(page.getByRole('table', { name: 'Agents' })).toContainText('Sam Rivera');
  await expect(page.getByRole('button', { name: 'You are assigned' })).toBeDisabled();

  // The logs tab shows what the company did to the patient.
  await page.getByRole('tab', { name: 'Logs' }).click();
  await expect(page.getByRole('table', { name: 'Logs' })).toContainText('Patient wallet deposit');
});

import { expect, test, type Page } from '@playwright/test';
import { fixtures } from '../fixtures';
import { ACCOUNTS, apiToken, openSignedIn, todaysLocation } from '../shell/support';

async function searchPatients(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search patients' }).fill(text);
}

test("[SUPPLIER][PATIENTS]: the supplier finds a doctor's patient only once an order links her; another supplier's staff gets a 404", async ({
  page,
}) => {
  const { linking, otherSupplierStaff } = fixtures();
  const table = page.getByRole('table', { name: 'Patients' });

  // Before the order reaches the supplier, the patient is the practice's alone.
  await openSignedIn(page, ACCOUNTS.supplier, '/supplier/patients');
  await searchPatients(page, 'Linkwood');
  await expect(page.getByText('No patient matches the search')).toBeVisible();
  await page.goto(`/supplier/patients/${linking.patientId}/info`);
  await expect(page.getByText('This patient does not exist or is not shared with you.')).toBeVisible();

  // The doctor sends the draft (her HIPAA consent is on file, so it lands in Initial): she is now shared.
  const doctorToken = await apiToken(page, ACCOUNTS.doctor);
  const sent = await page.request.post(`/api/doctor/orders/${linking.orderId}/status/1`, {
    headers: { Authorization: `Bearer ${doctorToken}` },
    data: {},
  });
  expect(sent.status()).toBe(200);

  await page.goto('/supplier/patients');
  await searchPatients(page, 'Linkwood');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(`/supplier/patients/${linking.patientId}/info`);
  await expect(page.getByText(linking.name).first()).toBeVisible();

  // Staff of another supplier company, at their own department, cannot reach her: the API answers 404.
  const patientCall = page.waitForResponse((r) => r.url().endsWith(`/api/vendor/patients/${linking.patientId}`));
  await openSignedIn(page, otherSupplierStaff.login, `/supplier/patients/${linking.patientId}/info`, {
    location_id: todaysLocation(otherSupplierStaff.locationId),
  });
  expect((await patientCall).status()).toBe(404);
  await expect(page.getByText('This patient does not exist or is not shared with you.')).toBeVisible();
  await searchPatientsFromList(page);
});

/** The other company's list does not hold her either. */
async function searchPatientsFromList(page: Page) {
  await page.goto('/supplier/patients');
  await searchPatients(page, 'Linkwood');
  await expect(page.getByText('No patient matches the search')).toBeVisible();
}

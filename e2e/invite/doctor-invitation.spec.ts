import { expect, test, type Page } from '@playwright/test';
import { fixtures } from '../fixtures';

/** Draws a signature on the pad with real mouse moves (signature_pad listens to pointer events). */
async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: 'Your signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not visible');
  const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
  const strokes = [
    [at(0.1, 0.7), at(0.2, 0.3), at(0.3, 0.7), at(0.4, 0.35), at(0.5, 0.65)],
    [at(0.55, 0.5), at(0.65, 0.3), at(0.75, 0.6), at(0.9, 0.4)],
  ];
  for (const stroke of strokes) {
    await page.mouse.move(stroke[0]!.x, stroke[0]!.y);
    await page.mouse.down();
    for (const point of stroke.slice(1)) await page.mouse.move(point.x, point.y, { steps: 6 });
    await page.mouse.up();
  }
}

test('[DOCTOR][INVITATION]: the invited doctor checks the NPI, fills profile and office, signs and lands verified on the dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const invite = fixtures().doctorInvite;

  // NPI check with the invitation link's code.
  await page.goto(`/invite/${invite.userId}?code=${encodeURIComponent(invite.code)}`);
  await page.getByRole('textbox', { name: 'NPI' }).fill(invite.npi);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL('/invite-doctor/hello');
  await expect(page.getByRole('heading', { name: `Welcome, ${invite.name}` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('temp_token'))).toMatch(/\|invite:/);
  await page.getByRole('link', { name: 'Start' }).click();

  // Step 1: profile (the demo doctor already has a password, so that part stays empty).
  await expect(page).toHaveURL('/invite-doctor/step_1');
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(invite.name);
  await page.getByRole('textbox', { name: 'Phone' }).fill('6145550101');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 (614) 555-0101');
  await page.getByRole('textbox', { name: 'Specialty' }).fill('Orthopedic surgery');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: the first office and its working hours.
  await expect(page).toHaveURL('/invite-doctor/step_2');
  await page.getByRole('textbox', { name: 'Street address' }).fill('10 Elm St');
  await page.getByRole('textbox', { name: 'City' }).fill('Dayton');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Ohio (OH)' }).click();
  await page.getByRole('textbox', { name: 'ZIP' }).fill('45402');
  await page.getByRole('textbox', { name: 'Monday from' }).fill('0830');
  await page.getByRole('textbox', { name: 'Monday to' }).fill('1700');
  await page.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  await expect(page.getByRole('textbox', { name: 'Friday to' })).toHaveValue('17:00');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 3: progress is on the server, so a reload resumes here; then the agreement is signed on the pad.
  await expect(page).toHaveURL('/invite-doctor/step_3');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Prescriber Portal Participation Agreement' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await drawSignature(page);
  const signed = page.waitForResponse((r) => r.url().endsWith('/api/doctor/invite/sign') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  expect((await signed).status()).toBe(201);
  await expect(page.getByTestId('agreement-signed')).toContainText(`Signed by ${invite.name}`);
  await page.getByRole('link', { name: 'Next' }).click();

  // Finish: verified, signed in with a main token, on the doctor dashboard.
  await expect(page).toHaveURL('/invite-doctor/finish');
  await expect(page.getByRole('list', { name: 'Verification steps' }).locator('[data-done="true"]')).toHaveCount(3);
  await page.getByRole('button', { name: 'Finish verification' }).click();
  await expect(page).toHaveURL('/doctor/dashboard');
  await expect(page.getByRole('heading', { name: 'Doctor dashboard' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Orders at a glance' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/\|main:/);
  expect(await page.evaluate(() => localStorage.getItem('temp_token'))).toBeNull();
  const me = await page.request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { data: { verified_at: string | null } }).data.verified_at).not.toBeNull();

  // A verified doctor who opens the wizard again is sent to the dashboard.
  await page.goto('/invite-doctor/hello');
  await expect(page).toHaveURL('/doctor/dashboard');
});

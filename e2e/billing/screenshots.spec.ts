import { test } from '@playwright/test';
import { screenshotSuite, shooter, SHOT_SIZES } from '../screenshots';
import { api } from '../signing/support';
import { ACCOUNTS, apiToken, openSignedIn } from '../shell/support';

// Review aid, not a check: PAGE_SHOTS=1 writes every billing screen at 1280x800 and 375x812 to /tmp/shots-billing/.
// Run it after the billing spec (one worker), which leaves a paid claim, a denied secondary, ERAs and an answered
// eligibility check behind:
//   PAGE_SHOTS=1 npx playwright test -c e2e/playwright.config.ts --workers=1 e2e/billing/
const OUT = '/tmp/shots-billing';

test.describe('[BILLING][SCREENSHOTS]', () => {
  screenshotSuite('billing', OUT, 240_000);

  const shoot = shooter(OUT, { settleMs: 500 });

  for (const size of SHOT_SIZES) {
    test(`billing screens at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const at = (name: string) => `${name}-${size.name}`;
      const token = await apiToken(page, ACCOUNTS.supplier);
      const claims = (await api<{ data: { id: number; suborder: { id: number }; payer_sequence: string }[] }>(page.request, token, 'GET', '/api/vendor/billing/claims')).data;
      const eras = (await api<{ data: { id: number }[] }>(page.request, token, 'GET', '/api/vendor/billing/era')).data;
      const checks = (await api<{ data: { id: number }[] }>(page.request, token, 'GET', '/api/vendor/billing/eligibility')).data;
      await openSignedIn(page, ACCOUNTS.supplier, '/supplier/billing/claims');
      await shoot(page, at('claims'));
      for (const list of ['coins', 'declined', 'pending', 'suborders', 'era', 'eligibility']) {
        await page.goto(`/supplier/billing/${list}`);
        await shoot(page, at(list));
      }
      const primary = claims.find((c) => c.payer_sequence === 'primary') ?? claims[0];
      if (primary) {
        await page.goto(`/supplier/billing/claims/${primary.id}`);
        await shoot(page, at('claim'));
        await page.goto(`/supplier/billing/claims/${primary.id}/new`);
        await shoot(page, at('claim-new'));
        await page.goto(`/supplier/shipping/${primary.suborder.id}/new-claim`);
        await shoot(page, at('suborder-new-claim'));
      }
      if (eras[0]) {
        await page.goto(`/supplier/billing/era/${eras[0].id}`);
        await shoot(page, at('era'));
      }
      if (checks[0]) {
        await page.goto(`/supplier/billing/eligibility/${checks[0].id}`);
        await shoot(page, at('eligibility-check'));
      }
    });
  }
});

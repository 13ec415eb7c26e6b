import { test } from '@playwright/test';
import { screenshotSuite, shooter } from '../screenshots';
import { api } from '../signing/support';
import { ACCOUNTS, apiToken, openSignedIn } from '../shell/support';

// Review aid, not a check: PAGE_SHOTS=1 writes the logs and reports screens at 1280x800 and 360x780 to /work/shots/.
const OUT = '/work/shots';
const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 780 },
] as const;
const WIDE = '?from=2000-01-01&to=2099-12-31';

test.describe('[LOGS][SCREENSHOTS]', () => {
  screenshotSuite('logs and reports', OUT, 240_000);

  const shoot = shooter(OUT, { settleMs: 700 });

  for (const size of SIZES) {
    test(`logs and reports at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const at = (name: string) => `${name}-${size.name}`;
      const token = await apiToken(page, ACCOUNTS.supplier);
      const agents = (await api<{ data: { agent: { id: number } }[] }>(page.request, token, 'GET', `/api/vendor/reports/agents?date_from=2000-01-01&date_to=2099-12-31`)).data;
      const drivers = (await api<{ data: { driver: { id: number } }[] }>(page.request, token, 'GET', `/api/vendor/reports/drivers?date_from=2000-01-01&date_to=2099-12-31`)).data;
      await openSignedIn(page, ACCOUNTS.supplier, '/supplier/logs');
      await shoot(page, at('logs-activity'));
      await page.goto('/supplier/logs/communication');
      await shoot(page, at('logs-communication'));
      await page.getByText('Mails', { exact: true }).click();
      await shoot(page, at('logs-mails'));
      for (const r of ['agents', 'bills', 'drivers']) {
        await page.goto(`/supplier/reports/${r}${WIDE}`);
        await shoot(page, at(`reports-${r}`));
      }
      if (agents[0]) {
        await page.goto(`/supplier/reports/agents/${agents[0].agent.id}/pending${WIDE}`);
        await shoot(page, at('reports-agent-pending'));
      }
      if (drivers[0]) {
        await page.goto(`/supplier/reports/drivers/${drivers[0].driver.id}/paid${WIDE}`);
        await shoot(page, at('reports-driver-paid'));
      }
    });
  }
});

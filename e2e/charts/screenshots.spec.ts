import { test } from '@playwright/test';
import { screenshotSuite, shooter } from '../screenshots';
import { api } from '../signing/support';
import { ACCOUNTS, apiToken, openSignedIn } from '../shell/support';

// Review aid, not a check: PAGE_SHOTS=1 writes the charts screens (and the new order screens) at 1280x800, and
// the public signing pages at 360x740, to /work/shots/charts-*.png. Run it after the charts spec (one worker):
//   PAGE_SHOTS=1 npm run -s test:e2e -- e2e/charts/
const OUT = '/work/shots';

const shoot = shooter(OUT, { prefix: 'charts-' });

test.describe('[CHARTS][SCREENSHOTS]', () => {
  screenshotSuite('charts', OUT, 240_000);

  test('supplier screens at 1280x800, public pages at 360x740', async ({ page, browser, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const token = await apiToken(page, ACCOUNTS.supplier);
    const surveys = (await api<{ data: { id: number; status: string }[] }>(page.request, token, 'GET', '/api/vendor/charts/satisfaction')).data;
    const charts = (await api<{ data: { item_id: number; order_id: number; status: string }[] }>(page.request, token, 'GET', '/api/vendor/charts/measurement')).data;
    await openSignedIn(page, ACCOUNTS.supplier, '/supplier/charts/satisfaction');
    await shoot(page, 'satisfaction-list');
    const answered = surveys.find((s) => s.status === 'answered');
    if (answered) {
      await page.goto(`/supplier/charts/satisfaction/${answered.id}`);
      await shoot(page, 'satisfaction-show');
    }
    const open = surveys.find((s) => s.status === 'open');
    let surveyLink: string | null = null;
    if (open) {
      await page.goto(`/supplier/charts/satisfaction/${open.id}`);
      await shoot(page, 'satisfaction-open');
      surveyLink = new URL((await page.getByTestId('survey-link').textContent())!).pathname;
    }
    await page.goto('/supplier/charts/measurement');
    await shoot(page, 'measurement-list');
    const sent = charts.find((c) => c.status === 'sent');
    let chartLink: string | null = null;
    if (sent) {
      await page.goto(`/supplier/orders/${sent.order_id}/edit/items`);
      await shoot(page, 'order-items');
      await page.getByRole('heading', { name: 'Charts' }).locator('..').getByRole('button', { name: 'Measurement chart' }).first().click();
      await shoot(page, 'chart-dialog');
      chartLink = new URL((await api<{ data: { url: string } }>(page.request, token, 'POST', `/api/vendor/commons/${sent.item_id}/charts-link`)).data.url).pathname;
    }
    const answeredRows = await api<{ data: { driver: { id: number } | null }[] }>(page.request, token, 'GET', '/api/vendor/charts/satisfaction?status=answered');
    const person = answeredRows.data.find((s) => s.driver)?.driver?.id;
    if (person) {
      await page.goto(`/supplier/employees/profile/${person}/charts`);
      await shoot(page, 'employee-charts');
    }
    await page.goto('/supplier/orders/create');
    await shoot(page, 'supplier-order-create');

    const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL, hasTouch: true })).newPage();
    if (surveyLink) {
      await phone.goto(surveyLink);
      await shoot(phone, 'public-satisfaction-phone');
    }
    if (chartLink) {
      await phone.goto(chartLink);
      await shoot(phone, 'public-measurement-phone');
    }
    await phone.goto(`/sign/satisfaction/${'x'.repeat(43)}`);
    await shoot(phone, 'public-invalid-phone');
    await phone.context().close();
  });
});

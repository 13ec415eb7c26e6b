import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What e2e/prepare-data.ts creates before the server starts (written to `$E2E_DATA_DIR/fixtures.json`). */
export interface E2eFixtures {
  shortLink: { hash: string; target: string };
  doctorInvite: { userId: number; code: string; npi: string; name: string; login: string };
  staffInvite: { userId: number; code: string; name: string; login: string };
  unverifiedDoctor: { login: string; name: string };
  /** A verified doctor whose practice has no office. */
  locationlessDoctor: { login: string };
  /** A Bennett patient not linked to Sunrise yet, with a draft order to Sunrise ready to send. */
  linking: { patientId: number; orderId: number; name: string };
  /** Staff of the second supplier company, with the department they work at. */
  otherSupplierStaff: { login: string; locationId: number; locationName: string };
  /** Two Sunrise orders in Ready For Service with one CPAP line each and no stock (the stock spec). */
  stockOrders: { orderIds: [number, number]; patient: string };
  /** The same for the shipping spec, for a patient with a Columbus address (where the driver delivers). */
  shippingOrders: { orderIds: [number, number]; patient: string };
  /** The same for the charts spec: delivered there, then surveyed and measured. */
  chartsOrders: { orderIds: [number, number]; patient: string };
}

let cached: E2eFixtures | undefined;

/** The fixtures of this run; workers find the data folder in E2E_DATA_DIR (set by the runner). */
export function fixtures(): E2eFixtures {
  if (cached) return cached;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/playwright.config.ts');
  cached = JSON.parse(readFileSync(join(dataDir, 'fixtures.json'), 'utf8')) as E2eFixtures;
  return cached;
}

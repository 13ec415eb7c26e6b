import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';
import { DEMO_INVITE_CODE } from '../../src/db/seed/demo-accounts';

/** A valid 1x1 PNG, as a signature pad would send it (as a data URL). */
export const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const pngDataUrl = `data:image/png;base64,${PNG_1X1}`;

/** What signature_pad's toSVG() produces: strokes as paths, dots as circles. */
export const svgSignature = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100" width="300" height="100"><path d="M 10,80 C 40,10 60,10 90,70 S 150,90 200,30" stroke-width="2.5" stroke="black" fill="none" stroke-linecap="round"></path><circle r="1.5" cx="250" cy="50" fill="black"></circle></svg>`;
export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A week of office hours, Monday first, weekends off. */
export const officeHours = [
  ...Array.from({ length: 5 }, () => ({ from: '08:30', to: '17:00' })),
  { from: '', to: '' },
  { from: '', to: '' },
];

export const userId = async (t: TestApp, login: string): Promise<number> =>
  (await t.database.db.select().from(users).where(eq(users.login, login)))[0]!.id;

/** The invited doctor proves the NPI and gets the wizard's temporary token. */
export async function inviteToken(t: TestApp): Promise<string> {
  const id = await userId(t, 'newdoctor@demo.test');
  const res = await t.app.inject({ method: 'POST', url: `/api/login-by-npi/${id}`, payload: { npi: '1245319599', code: DEMO_INVITE_CODE } });
  if (res.statusCode !== 200) throw new Error(`login-by-npi failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}


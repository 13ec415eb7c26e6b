import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { hashPassword } from '../../lib/secrets';
import {
  accounts,
  locations,
  payers,
  practiceVendors,
  staffLocations,
  supplierProfiles,
  users,
  vendorDoctorAgents,
  vendorDoctors,
  vendorInsurances,
} from '../schema';
import { DEMO_PASSWORD } from './demo-accounts';

/**
 * Demo data of the supplier and doctor directories: Sunrise's company profile and payers, a second supplier for
 * the doctors' supplier list, the Bennett practice's preferred-supplier settings, the doctors Sunrise works with
 * (Dr. Grant's practice was entered and invited by Sunrise, so Sunrise may still edit it) and a physical
 * therapist on the Bennett staff. Fictional companies: 555 numbers, example.com addresses, check-digit-valid NPIs.
 * Payers are used only when the payers list is loaded (it is, before the seed, in main.ts and the tests).
 */
export async function seedDirectory(db: Db): Promise<void> {
  const byName = new Map((await db.select().from(accounts)).map((a) => [a.name, a.id]));
  const sunrise = byName.get('Sunrise Medical Supply');
  const bennett = byName.get('Bennett Family Practice');
  if (!sunrise || !bennett) return;
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.login, ['supplier@demo.test', 'supplier.staff@demo.test', 'doctor@demo.test', 'newdoctor@demo.test']));
  const idOf = (login: string) => people.find((p) => p.login === login)!.id;
  const listed = new Set((await db.select({ id: payers.payer_id }).from(payers)).map((p) => p.id));
  const known = <T extends { payer_id: string }>(rows: T[]) => rows.filter((r) => listed.has(r.payer_id));
  const [north] = await db
    .select()
    .from(locations)
    .where(inArray(locations.name, ['North Clinic']));
  const password_hash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await tx.insert(supplierProfiles).values({
      account_id: sunrise,
      npi: '1356789010',
      tax_id: '311234567',
      ptan: 'OH4471020',
      fax: '6145550109',
      website: 'https://sunrise-medical.example.com',
      phones: [
        { phone: '6145550100', label: 'Main' },
        { phone: '6145550101', label: 'Intake' },
      ],
      emails: [{ email: 'intake@sunrise-medical.example.com', label: 'Intake' }],
      address_1: '1200 Industrial Pkwy',
      city: 'Columbus',
      state: 'OH',
      zip: '43215-1718',
    });
    const sunrisePayers = known([
      {
        payer_id: '17003',
        in_network: true,
        requires_prior_auth: false,
        provider_number: 'OH4471020',
        notes: 'Jurisdiction B; PA only for PMDs.',
      },
      {
        payer_id: 'MCD-OH',
        in_network: true,
        requires_prior_auth: true,
        provider_number: '0238841',
        notes: 'Fax PA requests before delivery.',
      },
      { payer_id: '60054', in_network: true, requires_prior_auth: true, provider_number: 'AET-558120', notes: '' },
      {
        payer_id: '87726',
        in_network: false,
        requires_prior_auth: true,
        provider_number: '',
        notes: 'Out of network: single-case agreements only.',
      },
    ]);
    if (sunrisePayers.length) await tx.insert(vendorInsurances).values(sunrisePayers.map((p) => ({ ...p, account_id: sunrise })));

    // A second company, so the doctors' supplier list and preferred-supplier settings have a choice to make.
    const [lakeshore] = await tx.insert(accounts).values({ type: 'supplier', name: 'Lakeshore Respiratory Care' }).returning();
    await tx.insert(supplierProfiles).values({
      account_id: lakeshore!.id,
      npi: '1438725610',
      phones: [{ phone: '2165550140', label: 'Main' }],
      emails: [{ email: 'orders@lakeshore-respiratory.example.com', label: 'Orders' }],
      address_1: '3300 Lakeside Ave E',
      city: 'Cleveland',
      state: 'OH',
      zip: '44114',
    });
    const lakeshorePayers = known([{ payer_id: '17003' }, { payer_id: '87726' }]);
    if (lakeshorePayers.length) await tx.insert(vendorInsurances).values(lakeshorePayers.map((p) => ({ ...p, account_id: lakeshore!.id })));

    // The Bennett practice sends its Medicare and Aetna orders to Sunrise.
    await tx.insert(practiceVendors).values({
      practice_account_id: bennett,
      vendor_id: sunrise,
      is_preferred: true,
      payer_ids: known([{ payer_id: '17003' }, { payer_id: '60054' }]).map((p) => p.payer_id),
      updated_by: idOf('doctor@demo.test'),
    });

    const owner = idOf('supplier@demo.test');
    await tx
      .insert(vendorDoctors)
      .values([
        {
          vendor_id: sunrise,
          doctor_id: idOf('doctor@demo.test'),
          notes: 'Refers CPAP and oxygen patients; prefers CMNs by fax.',
          linked_by: owner,
        },
        {
          vendor_id: sunrise,
          doctor_id: idOf('newdoctor@demo.test'),
          created_by_vendor: true,
          notes: 'New referral source; invitation sent.',
          linked_by: owner,
        },
      ])
      // The orders seed may already have linked a prescriber whose orders went to Sunrise.
      .onConflictDoNothing();
    await tx
      .insert(vendorDoctorAgents)
      .values({ vendor_id: sunrise, doctor_id: idOf('doctor@demo.test'), user_id: idOf('supplier.staff@demo.test'), assigned_by: owner });

    // A physical therapist on the Bennett staff (orders can attach a PT), working at the North Clinic.
    const [pt] = await tx
      .insert(users)
      .values({
        account_id: bennett,
        owner_id: idOf('doctor@demo.test'),
        name: 'Rachel Stone',
        login: 'doctor.pt@demo.test',
        email: 'doctor.pt@demo.test',
        role: 'doctor',
        is_staff: true,
        staff_roles: ['pt'],
        password_hash,
        verified_at: new Date(),
      })
      .returning();
    if (north) await tx.insert(staffLocations).values({ user_id: pt!.id, location_id: north.id, permissions: ['order view 1'] });
  });
}

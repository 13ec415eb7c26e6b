import { eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../client';
import {
  accounts,
  patientAccidents,
  patientAddresses,
  patientContacts,
  patientHipaaConsents,
  patientHistory,
  patientInsurances,
  patients,
  patientVendors,
  patientWalletEntries,
  payers,
  users,
} from '../schema';

type NewPatient = Omit<typeof patients.$inferInsert, 'account_id' | 'created_by'>;
type Extras = {
  addresses?: Omit<typeof patientAddresses.$inferInsert, 'patient_id'>[];
  contacts?: Omit<typeof patientContacts.$inferInsert, 'patient_id'>[];
  insurances?: Omit<typeof patientInsurances.$inferInsert, 'patient_id'>[];
  history?: Omit<typeof patientHistory.$inferInsert, 'patient_id'>[];
  accidents?: Omit<typeof patientAccidents.$inferInsert, 'patient_id'>[];
};

const ohio = (address_1: string, city: string, zip: string, extra: Partial<typeof patientAddresses.$inferInsert> = {}) => ({ title: 'Home', address_1, city, state: 'OH', zip, ...extra });

/**
 * Demo patients (fictional people, 555 phone numbers, example.com mail): four of the Bennett practice, one of
 * them linked to Sunrise Medical Supply, and a duplicate pair Sunrise created itself, for the merge screen.
 * Payers are taken from the payers list when it is loaded, else kept by name only.
 */
export async function seedPatients(db: Db): Promise<void> {
  const [practice] = await db.select().from(accounts).where(eq(accounts.name, 'Bennett Family Practice'));
  const [supplier] = await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!practice || !supplier) return;
  const people = await db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, ['doctor@demo.test', 'supplier@demo.test']));
  const doctorId = people.find((p) => p.login === 'doctor@demo.test')?.id ?? null;
  const supplierOwnerId = people.find((p) => p.login === 'supplier@demo.test')?.id ?? null;
  const listed = new Set((await db.select({ id: payers.payer_id }).from(payers)).map((p) => p.id));
  const payer = (payer_id: string, payer_name: string) => ({ payer_id: listed.has(payer_id) ? payer_id : null, payer_name });

  await db.transaction(async (tx) => {
    const add = async (account_id: number, created_by: number | null, values: NewPatient, extras: Extras = {}) => {
      const [row] = await tx.insert(patients).values({ ...values, account_id, created_by }).returning();
      const patient_id = row!.id;
      const own = <R extends object>(rows: R[] = []) => rows.map((r) => ({ ...r, patient_id }));
      if (extras.addresses) await tx.insert(patientAddresses).values(own(extras.addresses));
      if (extras.contacts) await tx.insert(patientContacts).values(own(extras.contacts));
      if (extras.insurances) await tx.insert(patientInsurances).values(own(extras.insurances));
      if (extras.history) await tx.insert(patientHistory).values(own(extras.history));
      if (extras.accidents) await tx.insert(patientAccidents).values(own(extras.accidents));
      return patient_id;
    };

    const ellison = await add(
      practice.id,
      doctorId,
      { first_name: 'Margaret', middle_name: 'A', last_name: 'Ellison', dob: '1948-03-14', gender: 'F', phone: '6145550142', email: 'margaret.ellison@example.com', medicare_id: '48293017561', height_in: 64, weight_lb: 142 },
      {
        addresses: [ohio('1842 Northwest Blvd', 'Columbus', '43212', { is_billing: true })],
        contacts: [{ name: 'Laura Ellison', relationship: 'Daughter', phone: '6145550187', email: 'laura.ellison@example.com', is_emergency: true }],
        insurances: [
          { ...payer('17003', 'Medicare DME MAC Jurisdiction B (CGS)'), type: 'primary', member_id: '48293017561', effective_date: '2013-03-01' },
          { ...payer('60054', 'Aetna'), type: 'secondary', member_id: 'W184402931', group_number: '0845721', effective_date: '2022-01-01' },
        ],
        history: [
          { condition: 'Chronic obstructive pulmonary disease', icd10: 'J44.9', date: '2019-10-02', notes: 'Home oxygen 2 L/min at night.' },
          { condition: 'Obstructive sleep apnea', icd10: 'G47.33', date: '2021-05-18' },
        ],
      },
    );
    await add(
      practice.id,
      doctorId,
      { first_name: 'Robert', middle_name: 'J', last_name: 'Hayes', dob: '1956-11-02', gender: 'M', phone: '6145550119', medicare_id: '73920145580', height_in: 70, weight_lb: 205 },
      {
        addresses: [ohio('77 Parkview Ave', 'Westerville', '43081', { is_billing: true }), ohio('3390 Riverside Dr', 'Upper Arlington', '43221', { title: 'Summer residence' })],
        contacts: [{ name: 'Janet Hayes', relationship: 'Spouse', phone: '6145550120', is_emergency: true }],
        insurances: [{ ...payer('17003', 'Medicare DME MAC Jurisdiction B (CGS)'), type: 'primary', member_id: '73920145580', effective_date: '2021-11-01' }],
        accidents: [{ date: '2024-06-11', type: 'auto', state: 'OH', description: 'Rear-end collision; right knee injury, now uses a walker.' }],
      },
    );
    await add(
      practice.id,
      doctorId,
      { first_name: 'Denise', last_name: 'Carter', dob: '1971-07-23', gender: 'F', phone: '6145550163', email: 'denise.carter@example.com', language: 'English' },
      {
        addresses: [ohio('520 E Long St', 'Columbus', '43215', { title: 'Apartment', address_2: 'Apt 4B', is_billing: true })],
        insurances: [{ ...payer('87726', 'UnitedHealthcare'), type: 'primary', member_id: 'U9021774501', group_number: '773012', effective_date: '2023-01-01' }],
        history: [{ condition: 'Type 2 diabetes mellitus with neuropathy', icd10: 'E11.40', date: '2018-02-09' }],
      },
    );
    await add(
      practice.id,
      doctorId,
      { first_name: 'Walter', last_name: 'Kim', dob: '1939-01-30', gender: 'M', phone: '6145550171', language: 'English', medicare_id: '20481937722', medicaid_id: '91023847110' },
      {
        addresses: [ohio('1400 Brookside Dr', 'Dublin', '43017', { is_billing: true })],
        contacts: [{ name: 'Grace Kim', relationship: 'Daughter', phone: '6145550172', email: 'grace.kim@example.com', is_emergency: true }],
        insurances: [
          { ...payer('17003', 'Medicare DME MAC Jurisdiction B (CGS)'), type: 'primary', member_id: '20481937722', effective_date: '2004-01-01' },
          { ...payer('MCD-OH', 'Ohio Medicaid (ODM)'), type: 'secondary', member_id: '91023847110', effective_date: '2019-07-01' },
        ],
      },
    );

    // Mrs Ellison's order went to Sunrise: it sees her, holds a deposit, and her consent is on file.
    await tx.insert(patientVendors).values({ patient_id: ellison, vendor_id: supplier.id, linked_by: doctorId });
    await tx.insert(patientWalletEntries).values({ patient_id: ellison, account_id: supplier.id, kind: 'deposit', amount: 5000, method: 'card', note: 'Rental deposit', created_by: supplierOwnerId });
    const signedAt = new Date(Date.now() - 30 * 86_400_000);
    await tx.insert(patientHipaaConsents).values({
      patient_id: ellison,
      account_id: practice.id,
      token_hash: randomBytes(32).toString('hex'),
      requested_by: doctorId,
      expires_at: signedAt,
      signed_at: signedAt,
      signer_name: 'Margaret A Ellison',
    });

    // Sunrise keyed the same walk-in customer twice: the merge flow's example.
    for (const phone of ['6145550133', '6145550134']) {
      const id = await add(
        supplier.id,
        supplierOwnerId,
        { first_name: 'Harold', last_name: 'Jennings', dob: '1944-05-09', gender: 'M', phone, medicare_id: '73104582296' },
        { addresses: [ohio(phone.endsWith('3') ? '915 Oak St' : '915 Oak Street', 'Columbus', '43205', { is_billing: true })] },
      );
      await tx.insert(patientVendors).values({ patient_id: id, vendor_id: supplier.id, linked_by: supplierOwnerId });
    }
  });
}

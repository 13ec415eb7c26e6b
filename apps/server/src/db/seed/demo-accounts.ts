/** The demo accounts the seed creates; main.ts prints this table at start and the README repeats it. */
export const DEMO_PASSWORD = 'demo12345';

/** Code of the unverified demo doctor's invitation link (/invite/{userId}?code=...), demo data like the password. */
export const DEMO_INVITE_CODE = 'demo-invite-2026';

export interface DemoAccount {
  login: string;
  name: string;
  what: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { login: 'supplier@demo.test', name: 'Sam Rivera', what: 'supplier owner (Sunrise Medical Supply)' },
  { login: 'supplier.staff@demo.test', name: 'Tina Brooks', what: 'supplier staff, intake permissions only' },
  { login: 'supplier.hr@demo.test', name: 'Helen Ortiz', what: 'supplier staff with the hr role and permission' },
  { login: 'supplier.agent@demo.test', name: 'Victor Lane', what: 'supplier staff, sales agent (Reports: agents)' },
  { login: 'planner@demo.test', name: 'Paul Nguyen', what: 'supplier staff, delivery planner' },
  { login: 'driver1@demo.test', name: 'Derek Miles', what: 'driver' },
  { login: 'driver2@demo.test', name: 'Dana Cole', what: 'driver' },
  { login: 'doctor@demo.test', name: 'Dr. Olivia Bennett', what: 'verified doctor, two locations' },
  { login: 'doctor.staff@demo.test', name: 'Mark Ellis', what: 'doctor staff (Bennett Family Practice)' },
  { login: 'doctor.agent@demo.test', name: 'Alice Park', what: 'doctor staff, agent (cannot create orders)' },
  { login: 'doctor.pt@demo.test', name: 'Rachel Stone', what: 'doctor staff, physical therapist (North Clinic)' },
  { login: 'newdoctor@demo.test', name: 'Dr. Noah Grant', what: 'unverified doctor, invitation flow (NPI 1245319599)' },
  { login: 'patient@demo.test', name: 'Peter Walsh', what: 'patient' },
];

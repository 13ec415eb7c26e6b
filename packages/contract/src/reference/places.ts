/** US states, the District of Columbia and the territories, with their USPS codes. */
export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['AS', 'American Samoa'], ['GU', 'Guam'], ['MP', 'Northern Mariana Islands'], ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'], ['UM', 'U.S. Minor Outlying Islands'],
  ['FM', 'Federated States of Micronesia'], ['MH', 'Marshall Islands'], ['PW', 'Palau'],
] as const satisfies readonly (readonly [string, string])[];
export const US_STATE_CODES: readonly string[] = US_STATES.map(([code]) => code);

/** US time zones plus UTC (IANA names). */
export const TIME_ZONES = [
  { id: 'America/New_York', title: 'Eastern' },
  { id: 'America/Chicago', title: 'Central' },
  { id: 'America/Denver', title: 'Mountain' },
  { id: 'America/Phoenix', title: 'Mountain (Arizona)' },
  { id: 'America/Los_Angeles', title: 'Pacific' },
  { id: 'America/Anchorage', title: 'Alaska' },
  { id: 'Pacific/Honolulu', title: 'Hawaii-Aleutian' },
  { id: 'America/Puerto_Rico', title: 'Atlantic' },
  { id: 'Pacific/Guam', title: 'Chamorro' },
  { id: 'Pacific/Pago_Pago', title: 'Samoa' },
  { id: 'UTC', title: 'UTC' },
] as const;
export type TimeZone = (typeof TIME_ZONES)[number]['id'];
export const TIME_ZONE_IDS: readonly string[] = TIME_ZONES.map((z) => z.id);

/** Hours of the day, 00:00 to 23:00. */
export const HOURS_OF_DAY: readonly string[] = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** Day list, the week starting on Monday (foundation §9). */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

import type { DriverSkill } from '@dme/contract';

/**
 * Skills a delivery needs, read off the items' HCPCS codes: oxygen (concentrators, tanks, regulators) goes with a
 * certified driver; hospital beds and patient lifts need two people; breathing machines are set up and explained at
 * the home. Codes outside these ranges need no particular skill.
 */
export function requiredSkills(hcpcsCodes: readonly string[]): DriverSkill[] {
  const skills = new Set<DriverSkill>();
  for (const raw of hcpcsCodes) {
    const code = raw.toUpperCase();
    if (/^E0(4[2-4]\d)$/.test(code) || /^E1(39\d|40\d)$/.test(code) || code === 'K0738') skills.add('oxygen');
    if (/^E0(2[5-9]\d|30[0-4])$/.test(code) || /^E06(2\d|3\d)$/.test(code)) skills.add('lift');
    if (/^E0(47[01]|601)$/.test(code)) skills.add('setup');
  }
  return [...skills].sort();
}

/** The number staff read on labels and the phone: `{order id}-{n}`. */
export const suborderNumber = (orderId: number, seq: number): string => `${orderId}-${seq}`;

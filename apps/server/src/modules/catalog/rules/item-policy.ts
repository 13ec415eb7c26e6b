import { codes, inRanges, type CodeRange } from './code-ranges';

/**
 * Defaults per HCPCS code, from Medicare DMEPOS payment categories and policy (capped rental, oxygen,
 * inexpensive or routinely purchased, supplies; the Required Prior Authorization list; the face-to-face and
 * written-order-prior-to-delivery list; the LCD replacement schedules). They are starting values a supplier
 * or payer overrides, not a coverage decision.
 */

/** Capped rental, oxygen equipment and frequently serviced items: billed monthly with RR. */
const RENTAL: readonly CodeRange[] = codes(`
  E0250-E0270 E0290-E0304 E0305-E0316 E0328-E0329 E0462 E0910-E0912 E0940
  E0181-E0183 E0193 E0194 E0277 E0371-E0373
  E0424-E0440 E0446-E0447 E1390-E1392 E1405 E1406 K0738
  E0450-E0483 E0500 E0561-E0562 E0565-E0585 E0600 E0601 E0604 E0617 E0618-E0619 K0606
  E0630-E0640 E0650-E0652 E0776-E0791 E0935-E0936 E1800-E1841 E2402 B9000-B9006
  K0001-K0014 E1031 E1037-E1039 E1050-E1298 K0800-K0899
`);

/** Oxygen equipment: CMS-484 and a treating practitioner's evaluation. */
const OXYGEN: readonly CodeRange[] = codes('E0424-E0447 E1390-E1392 E1405 E1406 K0738');
const PAP_DEVICES: readonly CodeRange[] = codes('E0601 E0470-E0471');
const PAP_SUPPLIES: readonly CodeRange[] = codes('A7027-A7039 A7044-A7046 A4604');
const POWER_MOBILITY: readonly CodeRange[] = codes('K0800-K0899 E1239');
/** Power wheelchairs, support surfaces, braces and prosthetic knees on the Required Prior Authorization list. */
const PRIOR_AUTH: readonly CodeRange[] = codes(`
  K0813-K0829 K0835-K0843 K0848-K0864 K0868-K0886 K0890-K0891
  E0193 E0277 E0371-E0373
  L0648 L0650 L1832 L1833 L1851 L5856-L5858 L5973 L5980 L5987
`);
/** Face-to-face encounter before the order (power mobility, PAP, oxygen and the braces on the F2F/WOPD list). */
const FACE_TO_FACE: readonly CodeRange[] = [...POWER_MOBILITY, ...PAP_DEVICES, ...OXYGEN, ...codes('E0748 L0648 L0650 L1832 L1833 L1851')];
/** Items whose LCD asks for KX once the documentation requirements are met. */
const KX: readonly CodeRange[] = [
  ...PAP_DEVICES,
  ...PAP_SUPPLIES,
  ...POWER_MOBILITY,
  ...codes('E0181-E0199 E0277 E0371-E0373 L0450-L0651 L1810-L1860 E0650-E0652 A4253-A4259'),
];

/** Replacement schedules in months (PAP supplies by the Medicare PAP LCD; other supplies by usual practice). */
const REFILL: readonly { months: number; codes: readonly CodeRange[] }[] = [
  {
    months: 1,
    codes: codes('A7031 A7032 A7033 A7038 A7028 A7029 A7003 A7015 A7013 A4615 A4616 A4595 A4556-A4558'),
  },
  { months: 3, codes: codes('A7030 A7034 A7037 A7027 A7044 A4604 A7014 A4253-A4259 A4239 K0553 A9276') },
  { months: 6, codes: codes('A7035 A7036 A7039 A7046 A7045 A7005 A6530-A6549') },
  { months: 12, codes: codes('A5500-A5514') },
  // Ostomy, urology, incontinence, wound, trach, enteral and insulin-pump supplies go out monthly.
  {
    months: 1,
    codes: codes(
      'A4361-A4438 A5051-A5131 A4310-A4360 A4520 A4553-A4554 A6000-A6266 A6402-A6461 A4623-A4629 A7501-A7527 B4034-B4162 A4224-A4231',
    ),
  },
];

/** Units per order line, per refill period for the PAP supplies (Medicare PAP LCD usual maximums). */
const MAX_UNITS: ReadonlyMap<string, number> = new Map(
  codes(`
    A7030:1 A7031:1 A7032:2 A7033:2 A7034:1 A7035:1 A7036:1 A7037:1 A7038:2 A7039:1
    A7027:1 A7028:2 A7029:2 A7044:1 A7045:1 A7046:1 A4604:1 A4253:6 A4259:3
  `).map((pair) => {
    const [code = '', units] = pair.split(':');
    return [code, Number(units)] as const;
  }),
);

/** Sold without a prescription or insurance as well: walking aids, bath and toilet safety, comfort items. */
const OTC: readonly CodeRange[] = codes(`
  E0100-E0118 A4635-A4637 E0130 E0135 E0141 E0143
  E0240-E0248 E0160-E0168 E0172 E0175 E0275-E0276 E0325-E0326 E0190 E0191
  E0210 E0215 A9273 A6530-A6549 A4660 A4670 A4931-A4932
  A4450 A4452 A4455 A4456 A4520 A4553-A4554 A4402 A4244-A4248 A4927 A4928 A4930 A6413
  A9281 A9282 A9286 A9150-A9180 A4267-A4269 K1034-K1035
`);

const CMN_FORMS: readonly { form: string; codes: readonly CodeRange[] }[] = [
  { form: 'CMS-484', codes: OXYGEN },
  { form: 'CMS-10125', codes: codes('E0779-E0781 E0784 E0787 E0791') },
  { form: 'CMS-10126', codes: codes('B4034-B9999') },
];

/** Supplies (A, B, V codes) are consumables: no NU, and no one-unit cap. */
const isSupply = (code: string) => code[0] === 'A' || code[0] === 'B' || code[0] === 'V';
/** NU marks purchased new durable equipment (E and K codes); orthotics and supplies do not carry it. */
const isDurable = (code: string) => code[0] === 'E' || code[0] === 'K';

export interface ItemPolicy {
  rental_or_purchase: 'rental' | 'purchase';
  refill_months: number | null;
  is_otc: boolean;
  requires_prior_auth: boolean;
  requires_cmn: boolean;
  cmn_form: string | null;
  requires_f2f: boolean;
  max_units: number | null;
  modifiers: string[];
}

export function policyOf(code: string): ItemPolicy {
  const rental = inRanges(code, RENTAL);
  const cmnForm = CMN_FORMS.find((f) => inRanges(code, f.codes))?.form ?? null;
  const modifiers: string[] = [];
  if (rental) modifiers.push('RR');
  else if (isDurable(code)) modifiers.push('NU');
  if (inRanges(code, KX)) modifiers.push('KX');
  return {
    rental_or_purchase: rental ? 'rental' : 'purchase',
    refill_months: REFILL.find((r) => inRanges(code, r.codes))?.months ?? null,
    is_otc: inRanges(code, OTC),
    requires_prior_auth: inRanges(code, PRIOR_AUTH),
    requires_cmn: cmnForm !== null,
    cmn_form: cmnForm,
    requires_f2f: inRanges(code, FACE_TO_FACE),
    max_units: MAX_UNITS.get(code) ?? (isSupply(code) ? null : 1),
    modifiers,
  };
}

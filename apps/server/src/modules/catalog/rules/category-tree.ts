import { codes, narrowestSpan, type CodeRange } from './code-ranges';

export interface SubcategoryRule {
  slug: string;
  name: string;
  codes: readonly CodeRange[];
  /** Fallback for codes no range holds, tested on the long description. */
  keywords?: RegExp;
}

export interface CategoryRule {
  slug: string;
  name: string;
  subcategories: readonly SubcategoryRule[];
}

/**
 * The catalogue tree shown to doctors, suppliers and patients, with the HCPCS codes of each subcategory.
 * Ranges follow the HCPCS Level II layout (E0100-E0159 canes and walkers, K08xx power mobility, L0112-L1499
 * spinal orthoses ...). Where ranges overlap, the narrowest wins (see code-ranges.ts).
 */
export const CATEGORY_TREE: readonly CategoryRule[] = [
  {
    slug: 'mobility',
    name: 'Mobility',
    subcategories: [
      { slug: 'canes-crutches', name: 'Canes & crutches', codes: codes('E0100-E0118 E0153 A4635-A4637') },
      { slug: 'walkers', name: 'Walkers & gait trainers', codes: codes('E0130-E0159 E8000-E8002') },
      {
        slug: 'manual-wheelchairs',
        name: 'Manual wheelchairs',
        codes: codes('K0001-K0009 E1031 E1037-E1039 E1050-E1229 E1231-E1238 E1240-E1298'),
        keywords: /\bwheelchair\b.*\bmanual\b|\bmanual wheelchair/i,
      },
      { slug: 'power-wheelchairs', name: 'Power wheelchairs', codes: codes('K0010-K0014 K0813-K0899 E1239') },
      { slug: 'scooters', name: 'Scooters (POV)', codes: codes('K0800-K0812 E1230') },
      {
        slug: 'wheelchair-seating',
        name: 'Wheelchair seating & cushions',
        codes: codes('E2601-E2625 E2291-E2295 K0669 E2398 E0981-E0982 E0992'),
      },
      {
        slug: 'wheelchair-accessories',
        name: 'Wheelchair parts & accessories',
        codes: codes('E0950-E0995 E1002-E1030 E2201-E2397 E2626-E2633 K0015-K0108 K0195 K0733'),
        keywords: /wheelchair|\bw\/c\b/i,
      },
      { slug: 'patient-lifts', name: 'Patient lifts & transfer', codes: codes('E0621-E0642 E1035-E1036 E0705') },
    ],
  },
  {
    slug: 'respiratory-sleep',
    name: 'Respiratory & sleep',
    subcategories: [
      {
        slug: 'sleep-therapy',
        name: 'Sleep therapy (CPAP/BiPAP)',
        codes: codes('E0601 E0470-E0471 E0561-E0562 E0485-E0486 E0530 E0490-E0493 K1001 K1027-K1029 K1037'),
      },
      { slug: 'pap-supplies', name: 'CPAP/BiPAP supplies', codes: codes('A7027-A7039 A7044-A7046 A4604 A7049') },
      {
        slug: 'oxygen',
        name: 'Oxygen equipment & supplies',
        codes: codes('E0424-E0447 E1352-E1406 K0738 K0740 A4606 A4608 A4615-A4620 E0455'),
        keywords: /\boxygen\b/i,
      },
      {
        slug: 'ventilators',
        name: 'Ventilators & airway clearance',
        codes: codes('E0450-E0469 E0472 E0480-E0484 E0500 A7020-A7026 A4468 K1021 A4611-A4613 E0606'),
      },
      {
        slug: 'nebulizers',
        name: 'Nebulizers & humidifiers',
        codes: codes('E0550-E0585 A7003-A7018 E0605 K0730 A4627'),
        keywords: /nebuli[sz]er/i,
      },
      {
        slug: 'suction-tracheostomy',
        name: 'Suction & tracheostomy',
        codes: codes('E0600 A7000-A7002 A7040-A7043 A7047-A7048 A7501-A7527 A4605 A4623-A4629 A4481 A4483 E2000'),
        keywords: /trache|suction/i,
      },
      { slug: 'respiratory-monitors', name: 'Respiratory monitors & testing', codes: codes('E0618-E0619 E0487 A9284 A4614') },
    ],
  },
  {
    slug: 'beds-support-surfaces',
    name: 'Beds & support surfaces',
    subcategories: [
      { slug: 'hospital-beds', name: 'Hospital beds', codes: codes('E0250-E0270 E0290-E0304 E0316 E0328-E0329 E0462') },
      { slug: 'bed-accessories', name: 'Bed accessories', codes: codes('E0271-E0274 E0280 E0305-E0315 E0910-E0912 E0940') },
      { slug: 'support-surfaces', name: 'Pressure-relief mattresses & overlays', codes: codes('E0181-E0199 E0277 E0370-E0373 A4640') },
    ],
  },
  {
    slug: 'bathroom-safety',
    name: 'Bathroom safety',
    subcategories: [
      { slug: 'bath-shower', name: 'Bath & shower safety', codes: codes('E0240-E0248 E0160-E0162') },
      { slug: 'toilet-aids', name: 'Commodes & toilet aids', codes: codes('E0163-E0175 E0243-E0244 E0275-E0276 E0325-E0326') },
    ],
  },
  {
    slug: 'diabetic-supplies',
    name: 'Diabetic supplies',
    subcategories: [
      { slug: 'glucose-monitors', name: 'Glucose monitors & CGM', codes: codes('E0607 E2100-E2104 A9275-A9279 K0553-K0554 A4238-A4239') },
      { slug: 'testing-supplies', name: 'Test strips & lancets', codes: codes('A4233-A4236 A4250-A4259 A4271 A4772 E0620') },
      { slug: 'insulin-delivery', name: 'Insulin pumps & supplies', codes: codes('E0784 E0787 A4224-A4232 A9274') },
      { slug: 'diabetic-footwear', name: 'Diabetic shoes & inserts', codes: codes('A5500-A5514 K0903') },
    ],
  },
  {
    slug: 'wound-care',
    name: 'Wound care',
    subcategories: [
      {
        slug: 'dressings',
        name: 'Wound dressings',
        codes: codes('A6000-A6266 A6402-A6461 A4461-A4463 E0231 E0232'),
        keywords: /dressing|wound/i,
      },
      { slug: 'npwt', name: 'Negative pressure wound therapy', codes: codes('E2402 A6550 A9272 K0743-K0746') },
      { slug: 'compression', name: 'Compression garments & bandages', codes: codes('A6501-A6611 A4490-A4510 A4465-A4467') },
    ],
  },
  {
    slug: 'ostomy-urology',
    name: 'Ostomy & urology',
    subcategories: [
      { slug: 'ostomy', name: 'Ostomy supplies', codes: codes('A4361-A4438 A5051-A5131 A4450-A4456'), keywords: /ostomy|stoma/i },
      {
        slug: 'urology',
        name: 'Catheters & urology',
        codes: codes('A4310-A4360 A5102-A5114 A6590-A6591 K1006 K1010-K1012 E2001'),
        keywords: /catheter|urinary/i,
      },
      {
        slug: 'incontinence',
        name: 'Incontinence & bowel care',
        codes: codes('A4520 A4553-A4554 A4335-A4337 E0350-E0352 A4453-A4459 K1013 A4561-A4564'),
      },
    ],
  },
  {
    slug: 'orthotics-prosthetics',
    name: 'Orthotics & prosthetics',
    subcategories: [
      { slug: 'spinal-orthoses', name: 'Spinal & cervical orthoses', codes: codes('L0112-L1499') },
      {
        slug: 'lower-limb-orthoses',
        name: 'Knee, ankle & leg orthoses',
        codes: codes('L1600-L2999 L4000-L4631 K0901-K0902 A9283 A9285 K0672 K1007'),
      },
      { slug: 'foot-orthoses', name: 'Foot orthoses & orthopedic shoes', codes: codes('L3000-L3649 K1015') },
      { slug: 'upper-limb-orthoses', name: 'Hand, wrist, elbow & shoulder orthoses', codes: codes('L3650-L3999 L8701-L8702') },
      { slug: 'splints-casting', name: 'Splints, slings & casting', codes: codes('A4565-A4590') },
      { slug: 'prosthetics', name: 'Prosthetics', codes: codes('L5000-L8699 L9900 K1014 K1022 A4280'), keywords: /prosthe/i },
    ],
  },
  {
    slug: 'infusion-nutrition',
    name: 'Infusion & nutrition',
    subcategories: [
      {
        slug: 'infusion',
        name: 'Infusion pumps & supplies',
        codes: codes('E0776-E0791 K0455 K0552 A4206-A4223 A4657 B9004-B9006 A4300-A4306'),
        keywords: /infusion/i,
      },
      { slug: 'nutrition', name: 'Enteral & parenteral nutrition', codes: codes('B4034-B9999'), keywords: /enteral|parenteral/i },
    ],
  },
  {
    slug: 'therapy-rehab',
    name: 'Therapy & rehabilitation',
    subcategories: [
      {
        slug: 'stimulators',
        name: 'TENS, NMES & bone growth stimulators',
        codes: codes('E0715-E0770 A4540-A4560 A4593-A4596 A4630 A4638 K1016-K1020 K1023 K1004 K1036 A4601-A4602'),
        keywords: /stimulat/i,
      },
      { slug: 'compression-pumps', name: 'Lymphedema compression pumps', codes: codes('E0650-E0683 A4600 K1024-K1025 K1031-K1033') },
      {
        slug: 'heat-cold',
        name: 'Heat, cold & light therapy',
        codes: codes('E0200-E0239 E0249 E0691-E0694 A9273 A4639 A4633-A4634 A4265'),
      },
      {
        slug: 'traction-exercise',
        name: 'Traction, CPM & exercise',
        codes: codes('E0830-E0948 E1800-E1841 E1700-E1702 A9300 E1300-E1310 K1003 E3200 E0201'),
      },
    ],
  },
  {
    slug: 'monitoring-home-care',
    name: 'Monitoring & home care',
    subcategories: [
      { slug: 'vital-sign-monitors', name: 'Blood pressure & vital-sign monitors', codes: codes('A4660 A4663 A4670 A4931-A4932') },
      { slug: 'cardiac', name: 'Cardiac monitors & defibrillators', codes: codes('E0610-E0617 K0606-K0609') },
      { slug: 'breast-pumps', name: 'Breast pumps & supplies', codes: codes('E0602-E0604 A4281-A4288 K1005') },
      { slug: 'dialysis', name: 'Home dialysis', codes: codes('E1500-E1699 A4651-A4932'), keywords: /dialy/i },
    ],
  },
  {
    slug: 'vision-hearing-speech',
    name: 'Vision, hearing & speech',
    subcategories: [
      { slug: 'vision', name: 'Vision', codes: codes('V2020-V2799') },
      { slug: 'hearing', name: 'Hearing', codes: codes('V5008-V5299') },
      { slug: 'speech', name: 'Speech & communication devices', codes: codes('E2500-E2599 E2351 E1902 E3000 K1009 V5336-V5364') },
    ],
  },
  {
    slug: 'otc',
    name: 'Over-the-counter',
    subcategories: [
      {
        slug: 'personal-care',
        name: 'Personal care & daily living',
        codes: codes('A9281 A9282 A9286 A9150-A9180 A9270 A4261 A4266-A4269 A4402 K1034-K1035'),
      },
      { slug: 'first-aid', name: 'First aid & protection', codes: codes('A6413 A4244-A4248 A4927-A4928 A4930') },
    ],
  },
  {
    slug: 'other',
    name: 'Other',
    subcategories: [
      { slug: 'safety-positioning', name: 'Safety & positioning', codes: codes('A8000-A8004 E0700-E0711') },
      { slug: 'miscellaneous', name: 'Miscellaneous DME & services', codes: [] },
    ],
  },
];

/** Where codes no rule claims go. */
export const FALLBACK_SUBCATEGORY = 'miscellaneous';

export interface Placement {
  category: string;
  subcategory: string;
}

const flat = CATEGORY_TREE.flatMap((c) => c.subcategories.map((s) => ({ category: c.slug, sub: s })));

/** The subcategory of a code: the narrowest code range, else the first keyword match, else miscellaneous. */
export function placeCode(code: string, longDescription: string): Placement {
  let best: { placement: Placement; span: number } | null = null;
  for (const { category, sub } of flat) {
    const span = narrowestSpan(code, sub.codes);
    if (span !== null && (best === null || span < best.span)) best = { placement: { category, subcategory: sub.slug }, span };
  }
  if (best) return best.placement;
  const byKeyword = flat.find(({ sub }) => sub.keywords?.test(longDescription));
  if (byKeyword) return { category: byKeyword.category, subcategory: byKeyword.sub.slug };
  return { category: 'other', subcategory: FALLBACK_SUBCATEGORY };
}

// 271 eligibility answer (005010X279A1): who answered, whether the member is covered, the plan and its dates, the
// DME cost share (deductible, co-insurance, co-pay for service types 12/18/DM, else the plan-level 30), every
// benefit line, and AAA rejections with their meaning. One Eligibility271 per ST.
import { aaaFollowUpText, aaaReasonText, benefitLabel } from './codes';
import { optionalCents, parseDecimal } from './money';
import { el, isoDate, periodStart, transactionsOf, type Segment, type Separators } from './tokens';
import type { Benefit271, Eligibility271 } from './types';

const DME_SERVICE_TYPES = new Set(['12', '18', 'DM']);
/** EB06 29 = "Remaining": the amount still to meet this period. */
const REMAINING = '29';

export function parse271(text: string): Eligibility271[] {
  return transactionsOf(text, '271').map(({ doc, tx }) => readEligibility(tx.segments, doc.separators));
}

function readEligibility(segments: Segment[], separators: Separators): Eligibility271 {
  const result: Eligibility271 = {
    traceNumber: null,
    payer: { name: '', id: null },
    subscriber: null,
    dependent: null,
    active: null,
    planName: null,
    coverageStart: null,
    coverageEnd: null,
    dme: { deductibleCents: null, deductibleRemainingCents: null, coinsurancePercent: null, copayCents: null },
    benefits: [],
    errors: [],
  };
  let level = '';
  let benefit: Benefit271 | null = null;
  let otherTrace: string | null = null;
  for (const seg of segments) {
    switch (seg.tag) {
      case 'HL':
        level = el(seg, 3);
        benefit = null;
        break;
      case 'NM1':
        if (benefit) break; // 2120 loops (benefit related entities) name other parties
        if (level === '20') result.payer = { name: el(seg, 3), id: el(seg, 9) || null };
        if (level === '22' && el(seg, 1) === 'IL')
          result.subscriber = { ...nameOf(seg), memberId: el(seg, 9) || null, dob: null, groupNumber: null };
        if (level === '23' && el(seg, 1) === '03') result.dependent = { ...nameOf(seg), dob: null };
        break;
      case 'TRN':
        // TRN*2 echoes the trace number of our 270; a TRN*1 is the payer's own.
        if (el(seg, 1) === '2' && !result.traceNumber) result.traceNumber = el(seg, 2);
        else otherTrace ??= el(seg, 2);
        break;
      case 'REF':
        if (!benefit && level === '22' && result.subscriber && (el(seg, 1) === '6P' || el(seg, 1) === 'IG') && !result.subscriber.groupNumber)
          result.subscriber.groupNumber = el(seg, 2);
        break;
      case 'DMG':
        if (level === '22' && result.subscriber) result.subscriber.dob = isoDate(el(seg, 2));
        if (level === '23' && result.dependent) result.dependent.dob = isoDate(el(seg, 2));
        break;
      case 'DTP':
        readCoverageDate(result, el(seg, 1), el(seg, 2), el(seg, 3));
        break;
      case 'AAA':
        result.errors.push({ code: el(seg, 3), meaning: aaaReasonText(el(seg, 3)), followUp: aaaFollowUpText(el(seg, 4)) });
        break;
      case 'EB':
        benefit = readBenefit(seg, separators);
        result.benefits.push(benefit);
        break;
      case 'MSG':
        if (benefit) benefit.messages.push(el(seg, 1));
        break;
    }
  }
  result.traceNumber ??= otherTrace;
  summarise(result);
  return result;
}

function nameOf(seg: Segment): { lastName: string; firstName: string; middleName?: string } {
  const name: { lastName: string; firstName: string; middleName?: string } = { lastName: el(seg, 3), firstName: el(seg, 4) };
  if (el(seg, 5)) name.middleName = el(seg, 5);
  return name;
}

function readCoverageDate(result: Eligibility271, qualifier: string, format: string, value: string): void {
  const start = periodStart(format, value);
  const end = format === 'RD8' ? isoDate(value.split('-')[1] ?? '') : start;
  // 346 plan begin, 347 plan end; 291 plan and 307 eligibility may carry the whole period as RD8.
  if (qualifier === '346' || ((qualifier === '291' || qualifier === '307') && !result.coverageStart)) result.coverageStart = start;
  if (qualifier === '347' || ((qualifier === '291' || qualifier === '307') && format === 'RD8' && !result.coverageEnd)) result.coverageEnd = end;
}

function readBenefit(seg: Segment, separators: Separators): Benefit271 {
  const percent = parseDecimal(el(seg, 8));
  const network = el(seg, 12);
  return {
    code: el(seg, 1),
    label: benefitLabel(el(seg, 1)),
    serviceTypes: el(seg, 3) ? el(seg, 3).split(separators.repetition) : [],
    coverageLevel: el(seg, 2) || null,
    timePeriod: el(seg, 6) || null,
    amountCents: optionalCents(el(seg, 7), 'EB07'),
    // EB08 is a fraction (0.2 = 20 %); rounded to hundredths of a percent to shed float noise.
    percent: percent === null ? null : Math.round(percent * 10_000) / 100,
    inNetwork: network === 'Y' ? true : network === 'N' ? false : null,
    messages: [],
    planName: el(seg, 5) || null,
  };
}

function summarise(result: Eligibility271): void {
  for (const b of result.benefits) {
    if (/^[1-5]$/.test(b.code)) result.active = true;
    else if (/^[6-8]$/.test(b.code) && result.active === null) result.active = false;
    if (/^[1-8]$/.test(b.code) && b.planName && !result.planName) result.planName = b.planName;
  }
  const dme = (code: string, pick: (b: Benefit271) => boolean): Benefit271 | undefined => {
    const candidates = result.benefits.filter((b) => b.code === code && b.inNetwork !== false && pick(b));
    return (
      candidates.find((b) => b.serviceTypes.some((t) => DME_SERVICE_TYPES.has(t))) ??
      candidates.find((b) => b.serviceTypes.length === 0 || b.serviceTypes.includes('30'))
    );
  };
  result.dme = {
    deductibleCents: dme('C', (b) => b.timePeriod !== REMAINING && b.amountCents !== null)?.amountCents ?? null,
    deductibleRemainingCents: dme('C', (b) => b.timePeriod === REMAINING && b.amountCents !== null)?.amountCents ?? null,
    coinsurancePercent: dme('A', (b) => b.percent !== null)?.percent ?? null,
    copayCents: dme('B', (b) => b.amountCents !== null)?.amountCents ?? null,
  };
}

// 835 (005010X221A1) reader: one Remittance835 per ST/SE. Header (BPR, TRN, 1000A payer, 1000B payee), claims
// (2100 CLP with claim CAS, NM1*QC/IL, MOA/MIA), services (2110 SVC with DTM, CAS, REF*6R, AMT*B6, LQ*HE) and
// provider-level adjustments (PLB). Envelope counts are checked strictly: a remittance is money.
import { readCas } from './adjustments';
import { claimStatusText } from './codes';
import { optionalCents, parseCents, parseDecimal } from './money';
import { components, el, isoDate, periodStart, transactionsOf, type Segment, type Separators } from './tokens';
import type { Remittance835, RemittanceClaim, RemittanceService } from './types';

export function parse835(text: string): Remittance835[] {
  return transactionsOf(text, '835').map(({ doc, tx }) => readRemittance(tx.segments, doc.separators, doc.isa[13] ?? '', tx.controlNumber));
}

function readRemittance(segments: Segment[], separators: Separators, controlNumber: string, transactionControlNumber: string): Remittance835 {
  const remittance: Remittance835 = {
    controlNumber,
    transactionControlNumber,
    payment: { totalCents: 0, creditDebit: 'C', method: '', date: null, traceNumber: '', payerIdentifier: '' },
    payer: { name: '', id: null },
    payee: { name: '', npi: null, taxId: null },
    claims: [],
    providerAdjustments: [],
    balanced: false,
    expectedTotalCents: 0,
  };
  let party: 'PR' | 'PE' | null = null;
  let claim: RemittanceClaim | null = null;
  let service: RemittanceService | null = null;

  for (const seg of segments) {
    switch (seg.tag) {
      case 'BPR':
        remittance.payment.totalCents = parseCents(el(seg, 2), 'BPR02');
        remittance.payment.creditDebit = el(seg, 3) === 'D' ? 'D' : 'C';
        remittance.payment.method = el(seg, 4);
        // BPR16; the TR3 example files drop one empty element of a check layout and put the date in BPR15.
        remittance.payment.date = isoDate(el(seg, 16)) ?? (seg.el.length === 16 && !el(seg, 6) ? isoDate(el(seg, 15)) : null);
        break;
      case 'TRN':
        if (!remittance.payment.traceNumber) {
          remittance.payment.traceNumber = el(seg, 2);
          remittance.payment.payerIdentifier = el(seg, 3);
        }
        break;
      case 'N1':
        party = el(seg, 1) === 'PR' ? 'PR' : el(seg, 1) === 'PE' ? 'PE' : null;
        if (party === 'PR') remittance.payer = { name: el(seg, 2), id: el(seg, 4) || null };
        if (party === 'PE') {
          remittance.payee.name = el(seg, 2);
          if (el(seg, 3) === 'XX') remittance.payee.npi = el(seg, 4) || null;
          if (el(seg, 3) === 'FI') remittance.payee.taxId = el(seg, 4) || null;
        }
        break;
      case 'REF':
        if (service) {
          if (el(seg, 1) === '6R') service.lineControl = el(seg, 2);
        } else if (!claim && party === 'PR' && el(seg, 1) === '2U' && !remittance.payer.id) remittance.payer.id = el(seg, 2);
        else if (!claim && party === 'PE' && el(seg, 1) === 'TJ' && !remittance.payee.taxId) remittance.payee.taxId = el(seg, 2);
        break;
      case 'LX':
        party = null;
        break;
      case 'CLP':
        party = null;
        service = null;
        claim = {
          patientControlNumber: el(seg, 1),
          statusCode: el(seg, 2),
          statusText: claimStatusText(el(seg, 2)),
          chargeCents: parseCents(el(seg, 3), 'CLP03'),
          paidCents: parseCents(el(seg, 4), 'CLP04'),
          patientResponsibilityCents: optionalCents(el(seg, 5), 'CLP05') ?? 0,
          filingIndicator: el(seg, 6),
          payerClaimControlNumber: el(seg, 7),
          patient: { lastName: '', firstName: '', memberId: null },
          adjustments: [],
          remarkCodes: [],
          services: [],
        };
        remittance.claims.push(claim);
        break;
      case 'NM1':
        if (claim && !service) readClaimPerson(claim, seg);
        break;
      case 'MOA':
        if (claim) claim.remarkCodes.push(...[3, 4, 5, 6, 7].map((i) => el(seg, i)).filter(Boolean));
        break;
      case 'MIA':
        if (claim) claim.remarkCodes.push(...[5, 20, 21, 22, 23].map((i) => el(seg, i)).filter(Boolean));
        break;
      case 'CAS':
        if (service) service.adjustments.push(...readCas(seg));
        else if (claim) claim.adjustments.push(...readCas(seg));
        break;
      case 'SVC':
        if (claim) {
          service = readService(seg, separators);
          claim.services.push(service);
        }
        break;
      case 'DTM':
      case 'DTP':
        // 472 is the service date; 150 opens a service period when no single date is given.
        if (service && (el(seg, 1) === '472' || (el(seg, 1) === '150' && !service.serviceDate)))
          service.serviceDate = seg.tag === 'DTM' ? periodStart('D8', el(seg, 2)) : periodStart(el(seg, 2), el(seg, 3));
        break;
      case 'AMT':
        if (service && el(seg, 1) === 'B6') service.allowedCents = parseCents(el(seg, 2), 'AMT02');
        break;
      case 'LQ':
        if (service && el(seg, 1) === 'HE') service.remarkCodes.push(el(seg, 2));
        break;
      case 'PLB':
        claim = null;
        service = null;
        for (let i = 3; i <= 13; i += 2) {
          if (!el(seg, i)) continue;
          const [reason = '', reference = ''] = components(el(seg, i), separators);
          remittance.providerAdjustments.push({ reason, reference, amountCents: parseCents(el(seg, i + 1), 'PLB amount') });
        }
        break;
    }
  }
  const paid = remittance.claims.reduce((sum, c) => sum + c.paidCents, 0);
  const taken = remittance.providerAdjustments.reduce((sum, p) => sum + p.amountCents, 0);
  remittance.expectedTotalCents = paid - taken;
  const signedTotal = remittance.payment.creditDebit === 'D' ? -remittance.payment.totalCents : remittance.payment.totalCents;
  remittance.balanced = signedTotal === remittance.expectedTotalCents;
  return remittance;
}

function readClaimPerson(claim: RemittanceClaim, seg: Segment): void {
  const entity = el(seg, 1);
  // QC is the patient; IL (the insured) supplies the member id when the patient's own is absent.
  if (entity === 'QC') {
    claim.patient = { lastName: el(seg, 3), firstName: el(seg, 4), memberId: el(seg, 9) || claim.patient.memberId };
    if (el(seg, 5)) claim.patient.middleName = el(seg, 5);
  } else if (entity === 'IL' && !claim.patient.memberId && el(seg, 9)) {
    claim.patient.memberId = el(seg, 9);
  }
}

function readService(seg: Segment, separators: Separators): RemittanceService {
  const [, hcpcs = '', ...modifiers] = components(el(seg, 1), separators);
  return {
    hcpcs,
    modifiers: modifiers.filter(Boolean),
    chargeCents: parseCents(el(seg, 2), 'SVC02'),
    paidCents: parseCents(el(seg, 3), 'SVC03'),
    // SVC05 (units paid) defaults to 1 when omitted.
    units: parseDecimal(el(seg, 5)) ?? 1,
    serviceDate: null,
    lineControl: null,
    allowedCents: null,
    adjustments: [],
    remarkCodes: [],
  };
}

import { createHash } from 'node:crypto';
import { formatDate, SIGNED_DOCUMENT_TITLES, type Order, type SignedDocumentKind } from '@dme/contract';
import type { DocumentParties } from './signing.queries';

export interface DocumentContent {
  kind: SignedDocumentKind;
  title: string;
  text: string;
  content_hash: string;
}

const ATTESTATION: Record<SignedDocumentKind, string> = {
  prescription:
    'I, the treating practitioner named above, order the items listed for this patient as medically necessary for the diagnoses listed. This detailed written order covers the quantities and refills shown.',
  cmn: 'I certify that I am the treating practitioner identified in this certificate. The medical necessity information in it, including the diagnoses, is true, accurate and complete to the best of my knowledge, and the items are reasonable and necessary for this patient. I understand that any falsification, omission or concealment of material fact may subject me to civil or criminal liability.',
  f2f_note:
    "I attest that I, or a practitioner working with me, had a face-to-face encounter with this patient within the six months before this order. The encounter addressed the conditions listed above, which support the need for the items ordered, and it is documented in the patient's medical record.",
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const name = (p: { first_name: string; middle_name: string; last_name: string }) =>
  [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ');
const GENDER: Record<string, string> = { M: 'Male', F: 'Female' };

/**
 * The text of one document to sign: the order facts (patient, coverage, prescriber, office, supplier, items,
 * diagnoses, dates) and the attestation. It is built only from data the order holds, so the same order gives
 * the same text and hash; printed as it is on the PDF.
 */
export function composeDocument(kind: SignedDocumentKind, order: Order, parties: DocumentParties): DocumentContent {
  const p = parties.patient;
  const office = parties.office;
  const lines: string[] = [
    `Order #${order.id}`,
    `Order date: ${formatDate(order.rx_date ?? order.created_at.slice(0, 10))}`,
    ...(order.expiration_date ? [`Valid until: ${formatDate(order.expiration_date)}`] : []),
    `Refills: ${order.refills_total}`,
    '',
    'PATIENT',
    p ? `Name: ${name(p)}` : 'Name: (not chosen)',
    ...(p ? [`Date of birth: ${formatDate(p.dob)}`, `Sex: ${GENDER[p.gender] ?? p.gender}`] : []),
    ...(p?.medicare_id ? [`Medicare ID: ${p.medicare_id}`] : []),
    ...(p?.medicaid_id ? [`Medicaid ID: ${p.medicaid_id}`] : []),
    ...(order.full_shipping_address ? [`Address: ${order.full_shipping_address}`] : []),
    ...(order.insurance
      ? [`Insurance: ${order.insurance.payer_name} (${order.insurance.type}), member ID ${order.insurance.member_id}`]
      : []),
    '',
    'TREATING PRACTITIONER',
    `Name: ${parties.prescriber?.name ?? '(none)'}`,
    ...(parties.prescriber?.npi ? [`NPI: ${parties.prescriber.npi}`] : []),
    ...(parties.practice ? [`Practice: ${parties.practice.name}`] : []),
    ...(office
      ? [
          `Office: ${[office.name, office.address_1, office.address_2, office.city, `${office.state} ${office.zip}`].filter((s) => s.trim()).join(', ')}`,
        ]
      : []),
    '',
    'SUPPLIER',
    order.vendor?.name ?? '(not chosen)',
    '',
    'ITEMS',
    ...order.commons.map(
      (i, n) =>
        `${n + 1}. ${i.hcpcs} ${i.name}: quantity ${i.quantity}, ${i.rental_or_purchase}${i.refill_months ? `, refill every ${i.refill_months} month${i.refill_months > 1 ? 's' : ''}` : ''}`,
    ),
    '',
    'DIAGNOSES (ICD-10-CM)',
    ...order.diagnoses.map((d) => `${d.position}. ${d.code_dotted} ${d.description}`),
    '',
    'ATTESTATION',
    ATTESTATION[kind],
  ];
  const text = lines.join('\n');
  const title = SIGNED_DOCUMENT_TITLES[kind];
  // The hash covers exactly what is printed: the title, a blank line, the text.
  return { kind, title, text, content_hash: sha256(`${title}\n\n${text}`) };
}

/** One hash over several documents, in order: what the preview shows and the signature call checks. */
export const combinedHash = (documents: readonly DocumentContent[]): string => sha256(documents.map((d) => d.content_hash).join('\n'));

import { sha256 } from '../../lib/secrets';

/** Bump when the wording changes: a doctor must sign the new version before it applies (clause 8). */
export const AGREEMENT_VERSION = '2025-01';
export const AGREEMENT_TITLE = 'Prescriber Portal Participation Agreement';

export interface AgreementParty {
  name: string;
  npi: string | null;
  practice: string;
}

export interface RenderedAgreement {
  title: string;
  text: string;
  version: string;
  content_hash: string;
}

/** The agreement filled in for one prescriber; the hash covers version, title and text exactly as shown. */
export function renderAgreement(party: AgreementParty): RenderedAgreement {
  const npi = party.npi ? `NPI ${party.npi}` : 'NPI not on file';
  const text = [
    `This ${AGREEMENT_TITLE} (the "Agreement") is made by ${party.name}, ${npi} (the "Prescriber"), on behalf of ${party.practice} (the "Practice"), with the operator of this equipment ordering portal (the "Portal").`,
    '1. Purpose. The Portal lets the Practice order durable medical equipment (DME) for its patients from participating suppliers, and sign prescriptions, certificates of medical necessity (CMN) and face-to-face (F2F) notes electronically.',
    '2. Identity. The Prescriber confirms that the NPI above is their own, that they are licensed to prescribe where they practise, and that their profile is accurate. The Prescriber keeps it current.',
    '3. Electronic signatures. A signature the Prescriber draws in the Portal is their legal signature, with the same effect as a handwritten one. Every signed document records the signer, the time and a SHA-256 fingerprint of its content, and is never changed afterwards.',
    '4. Staff and agents. The Prescriber is responsible for the staff members and agents they invite. Staff act for the Prescriber only within the permissions the Prescriber grants; agents cannot create orders.',
    '5. Medical necessity. The Prescriber orders equipment only when it is medically necessary, on their own evaluation of the patient, and documents that evaluation as payers require.',
    '6. Privacy. Patient information in the Portal is protected health information under HIPAA. The Prescriber uses and discloses it only for treatment, payment and health-care operations, and keeps their sign-in credentials secret.',
    '7. No inducements. The Practice accepts nothing of value from any supplier in return for referrals made through the Portal.',
    '8. Term. This Agreement starts when signed and lasts until the Practice closes its account. A new version of this Agreement applies only once the Prescriber signs it.',
    `Agreement version ${AGREEMENT_VERSION}.`,
  ].join('\n\n');
  return {
    title: AGREEMENT_TITLE,
    text,
    version: AGREEMENT_VERSION,
    content_hash: sha256(`${AGREEMENT_VERSION}\n${AGREEMENT_TITLE}\n\n${text}`),
  };
}

/**
 * Medical-necessity questions per item type, after the Medicare DMEPOS coverage criteria a supplier checks before
 * billing (LCDs for PAP devices, home oxygen, manual and power mobility, hospital beds). A `required` question
 * must be answered yes for the quiz to pass; the others document the case.
 */
export interface QuizQuestion {
  key: string;
  text: string;
  required: boolean;
}
export interface QuizDefinition {
  type: string;
  title: string;
  questions: readonly QuizQuestion[];
}

const q = (key: string, text: string, required = true): QuizQuestion => ({ key, text, required });

export const QUIZZES: Readonly<Record<string, QuizDefinition>> = {
  cpap: {
    type: 'cpap',
    title: 'Positive airway pressure (CPAP/BiPAP)',
    questions: [
      q('sleep_test', 'Obstructive sleep apnea was diagnosed by a sleep test (PSG or HST)'),
      q('ahi_criteria', 'AHI/RDI is at least 15, or 5 to 14 with documented symptoms or comorbidities'),
      q('face_to_face', 'A face-to-face evaluation took place before the sleep test'),
      q('education', 'The patient was instructed in the use and care of the device', false),
    ],
  },
  oxygen: {
    type: 'oxygen',
    title: 'Home oxygen',
    questions: [
      q('qualifying_test', 'An arterial blood gas or oximetry test qualifies (SpO2 at or below 88% or PaO2 at or below 55 mm Hg)'),
      q('test_recent', 'The qualifying test was done within 30 days before the order'),
      q('alternatives_tried', 'Other treatments were tried or considered and found insufficient'),
      q('portable_needed', 'The patient is mobile within the home and needs a portable system', false),
    ],
  },
  wheelchair: {
    type: 'wheelchair',
    title: 'Manual wheelchair',
    questions: [
      q('mobility_limitation', 'A mobility limitation prevents activities of daily living in the home'),
      q('cane_walker_insufficient', 'A cane or walker cannot resolve the limitation'),
      q('home_accessible', 'The home allows the use of a wheelchair'),
      q('able_to_propel', 'The patient or a caregiver can propel the wheelchair'),
    ],
  },
  power_mobility: {
    type: 'power_mobility',
    title: 'Power mobility device',
    questions: [
      q('mobility_limitation', 'A mobility limitation prevents activities of daily living in the home'),
      q('manual_insufficient', 'A cane, walker or manual wheelchair cannot resolve the limitation'),
      q('able_to_operate', 'The patient can safely operate the device'),
      q('face_to_face', 'A face-to-face examination was done and documented'),
      q('home_assessment', 'A home assessment found the home suitable'),
    ],
  },
  hospital_bed: {
    type: 'hospital_bed',
    title: 'Hospital bed',
    questions: [
      q('positioning_needed', 'The condition needs body positioning not feasible with an ordinary bed'),
      q('elevation_needed', 'The head must be elevated more than 30 degrees most of the time, or traction is needed', false),
      q('ordinary_bed_insufficient', 'An ordinary bed with wedges or pillows was tried or is not suitable'),
    ],
  },
};

const inRange = (code: string, from: string, to: string): boolean => code.length === from.length && code >= from && code <= to;

/** The quiz type of an HCPCS code, or null when the item needs no medical-necessity quiz. */
export function quizTypeFor(hcpcs: string): string | null {
  const c = hcpcs.toUpperCase();
  if (['E0470', 'E0471', 'E0601'].includes(c)) return 'cpap';
  if (inRange(c, 'E0424', 'E0444') || ['E1390', 'E1391', 'E1392', 'E1405', 'E1406'].includes(c)) return 'oxygen';
  if (inRange(c, 'K0800', 'K0899')) return 'power_mobility';
  if (inRange(c, 'K0001', 'K0009') || inRange(c, 'E1130', 'E1161')) return 'wheelchair';
  if (inRange(c, 'E0250', 'E0329')) return 'hospital_bed';
  return null;
}

export const quizFor = (hcpcs: string): QuizDefinition | null => {
  const type = quizTypeFor(hcpcs);
  return type ? QUIZZES[type]! : null;
};

/** Required questions not answered yes. */
export function openQuestions(hcpcs: string, answers: Readonly<Record<string, boolean>>): string[] {
  return (quizFor(hcpcs)?.questions ?? []).filter((x) => x.required && answers[x.key] !== true).map((x) => x.text);
}

/**
 * Supplies usually ordered with a device: recommended when the device is on the order and they are not
 * (CPAP: full face mask, cushions, headgear, tubing, filters, humidifier chamber; oxygen: cannula and tubing;
 * nebulizer kit; hospital bed: mattress and side rails; wheelchair: cushion).
 */
export const RECOMMENDED_WITH: Readonly<Record<string, readonly string[]>> = {
  E0601: ['A7030', 'A7031', 'A7035', 'A7037', 'A7038', 'A7046', 'E0562'],
  E0470: ['A7030', 'A7035', 'A7037', 'A7038'],
  E0471: ['A7030', 'A7035', 'A7037', 'A7038'],
  E1390: ['A4615', 'A4616', 'E0431'],
  E0570: ['A7003', 'A7015'],
  E0260: ['E0305', 'E0184'],
  E0250: ['E0305', 'E0184'],
  E0255: ['E0305', 'E0184'],
  K0001: ['E2601', 'E0978'],
  K0003: ['E2601', 'E0978'],
  K0823: ['E2601'],
};

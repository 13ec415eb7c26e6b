/**
 * CMS prints HCPCS descriptions in lower case ("continuous positive airway pressure (cpap) device") and
 * its short descriptions are 28-character abbreviations ("Pwc gp 2 std cap chair"). Catalog names are
 * built from the long description instead: its leading clauses, with the acronyms restored.
 */
const ACRONYMS: Record<string, string> = Object.fromEntries(
  [
    'CPAP',
    'PAP',
    'EPAP',
    'IPAP',
    'TENS',
    'NMES',
    'CGM',
    'IV',
    'HME',
    'AFO',
    'KAFO',
    'HKAFO',
    'KO',
    'LSO',
    'TLSO',
    'CTLSO',
    'CTO',
    'WHFO',
    'EWHFO',
    'SEWHO',
    'HFO',
    'SACH',
    'AK',
    'BK',
    'PTB',
    'ITC',
    'ITE',
    'BTE',
    'CIC',
    'ALD',
    'SGD',
    'FM',
    'DME',
    'DMEPOS',
    'NOC',
    'NOS',
    'FDA',
    'HCPCS',
    'CES',
    'EMG',
    'AED',
    'CBT',
    'VR',
    'UV',
    'PEF',
    'PEFR',
    'PEP',
    'PDA',
    'MRI',
    'CPM',
    'LPM',
    'RAD',
    'PVC',
    'UCB',
    'PIP',
    'DIP',
    'MCP',
    'O2',
    'ESRD',
    'HFCWO',
    'USB',
    'LED',
    'TDD',
    'ECG',
    'EKG',
  ].map((a) => [a.toLowerCase(), a]),
);
Object.assign(ACRONYMS, { bipap: 'BiPAP', hmes: 'HMEs', mmhg: 'mmHg' });

const MAX_NAME = 80;

/** Restores acronyms and capitalises the first letter; leaves the rest of CMS's wording alone. */
export function tidyText(text: string): string {
  const fixed = text.trim().replace(/\b[a-z0-9]+\b/gi, (word) => ACRONYMS[word.toLowerCase()] ?? word);
  return fixed.charAt(0).toUpperCase() + fixed.slice(1).trimEnd();
}

/** A short item name: leading clauses of the long description up to 80 characters, asides and "each" dropped. */
export function itemName(longDescription: string): string {
  // Keep acronym asides like "(cpap)"; drop explanations like "(head and foot adjustment)".
  const text = longDescription.replace(/\s+\(([^)]*)\)/g, (whole, inner: string) => (/^[\w-]{1,8}$/.test(inner) ? whole : ''));
  // What follows a semicolon explains the code ("rental; includes portable container ..."): not part of a name.
  const [first = '', ...rest] = (text.split(';')[0] ?? '').split(/,\s*/);
  let name = first;
  for (const clause of rest) {
    if (/^(each\.?)?$/i.test(clause.trim())) continue;
    if (`${name}, ${clause}`.length > MAX_NAME) break;
    name = `${name}, ${clause}`;
  }
  if (name.length > MAX_NAME) name = `${name.slice(0, name.lastIndexOf(' ', MAX_NAME - 1))}…`;
  return tidyText(name);
}

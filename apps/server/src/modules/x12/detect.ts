// Which transaction a file carries, from the first ST01, without parsing the whole file: inbound files from the
// clearinghouse are routed on this before being read.

const KNOWN = new Set(['837', '835', '270', '271', '276', '277', '999'] as const);
type Known = typeof KNOWN extends Set<infer T> ? T : never;

export function detectTransaction(text: string): Known | null {
  const edi = text.replace(/^[\uFEFF\s]+/, '');
  if (!edi.startsWith('ISA') || edi.length < 106) return null;
  const element = edi.charAt(3);
  const terminator = edi.charAt(105);
  for (let at = 106; at < edi.length; ) {
    const end = edi.indexOf(terminator, at);
    const seg = edi.slice(at, end === -1 ? undefined : end).trim();
    if (seg.startsWith(`ST${element}`)) {
      const id = seg.split(element)[1] ?? '';
      return (KNOWN as Set<string>).has(id) ? (id as Known) : null;
    }
    if (end === -1) break;
    at = end + 1;
  }
  return null;
}

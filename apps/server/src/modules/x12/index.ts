// The X12 5010 layer for billing: pure functions from our domain types to X12 text and back.
export type * from './types';
export { generate837P, VERSION_837P } from './generate-837p';
export { parse837P } from './parse-837p';
export { parse835 } from './parse-835';
export { build835, VERSION_835, type Build835Claim, type Build835Input, type Build835Service } from './build-835';
export { generate270, VERSION_270_271 } from './generate-270';
export { parse271 } from './parse-271';
export { build271, type Build271Input, type Coverage271 } from './build-271';
export { parse999 } from './parse-999';
export { parse277CA } from './parse-277ca';
export { build277CA, build999, type Build277CAInput, type Build999Input } from './build-ack';
export { detectTransaction } from './detect';
export { CARC_CODES, carcText, claimStatusText, rarcText, aaaReasonText, benefitLabel } from './codes';
export { isNpi } from './checks';
export { formatCents, parseCents } from './money';

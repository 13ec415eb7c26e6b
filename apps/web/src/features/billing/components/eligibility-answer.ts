import type { EligibilityCheck } from '@dme/contract';

/** The 271 as people read it: what the check says about coverage, and the badge colour for it. */
export function eligibilityAnswer(check: Pick<EligibilityCheck, 'status' | 'active'>): { label: string; color: string } {
  if (check.status === 'error') return { label: 'Error', color: 'red' };
  if (check.status === 'pending') return { label: 'Pending answer', color: 'gray' };
  if (check.active === true) return { label: 'Active coverage', color: 'green' };
  if (check.active === false) return { label: 'Inactive', color: 'orange' };
  return { label: 'Answered: coverage not stated', color: 'yellow' };
}

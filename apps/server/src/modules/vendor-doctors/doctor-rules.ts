import { forbidden } from '../../lib/app-error';
import type { LinkedDoctorView } from './vendor-doctors.queries';

/**
 * What a supplier may do with a doctor (DOMAIN: a practice is its own tenant):
 * - it reaches only doctors linked to it (`vendor_doctors`); any other id answers 404;
 * - it reads the doctor's profile and offices (without the practice's staff lists), to take and deliver orders;
 * - it always keeps its own notes and its own agents for the doctor;
 * - it changes the practice's profile and offices only while the practice is unverified and was created by this
 *   supplier: until the prescriber accepts the invitation, the supplier that entered the data is its only
 *   author. Once verified, the practice's data is the prescriber's alone (403 for the supplier).
 * Staff need `order create` for every write (declared in the contract): adding prescribers is part of intake.
 */
export const canEditDoctor = (v: LinkedDoctorView): boolean => v.link.created_by_vendor && v.user.verified_at === null;

export function assertCanEditDoctor(v: LinkedDoctorView): void {
  if (canEditDoctor(v)) return;
  throw forbidden(
    v.user.verified_at
      ? 'This practice is verified and manages its own profile and offices; only your notes can change.'
      : 'Only the supplier that invited this practice can change its profile and offices.',
  );
}

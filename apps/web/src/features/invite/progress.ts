import { useQuery } from '@tanstack/react-query';
import type { DoctorLocation, DoctorProfile, WebRouteName } from '@dme/contract';
import { agreementPreviewQueryOptions } from './api/agreement';
import { doctorLocationsQueryOptions } from './api/locations';
import { doctorProfileQueryOptions } from './api/profile';

/** The wizard's screens, in order (their route names in the contract table). */
export const INVITE_ROUTES = {
  hello: 'invite-doctor.hello',
  profile: 'invite-doctor.step_1',
  office: 'invite-doctor.step_2',
  agreement: 'invite-doctor.step_3',
  finish: 'invite-doctor.finish',
} as const satisfies Record<string, WebRouteName>;

export type InviteSection = 'profile' | 'office' | 'agreement';

export const SECTION_LABELS: Readonly<Record<InviteSection, { step: string; title: string; what: string }>> = {
  profile: { step: 'Step 1', title: 'Your profile', what: 'Name, phone, e-mail and your password' },
  office: { step: 'Step 2', title: 'Your office', what: 'Address and working hours of your first office' },
  agreement: { step: 'Step 3', title: 'The agreement', what: 'Read and sign the participation agreement' },
};

/** Where each item that `invite/finish` reports missing (its `errors` keys) is completed. */
export const MISSING_ITEM_SECTION: Readonly<Record<string, InviteSection>> = {
  name: 'profile',
  phone: 'profile',
  email: 'profile',
  password: 'profile',
  location: 'office',
  agreement: 'agreement',
};

export const isProfileComplete = (p: DoctorProfile): boolean =>
  p.name.trim() !== '' && p.phones.length > 0 && (Boolean(p.email) || p.emails.length > 0);

/** Finish needs an office with street, city, state and zip. */
export const hasAddressedOffice = (locations: readonly DoctorLocation[]): boolean =>
  locations.some((l) => l.address_1 !== '' && l.city !== '' && l.state !== '' && l.zip !== '');

export interface InviteProgress {
  isLoading: boolean;
  done: Readonly<Record<InviteSection, boolean>>;
  /** The first screen with work left (finish when everything is done). */
  next: (typeof INVITE_ROUTES)[keyof typeof INVITE_ROUTES];
}

/**
 * How far the doctor got, read from the server (profile, offices, agreement), so a reload or another device
 * resumes where they left off. A password cannot be read back; finish reports it when it is missing.
 */
export function useInviteProgress(): InviteProgress {
  const profile = useQuery(doctorProfileQueryOptions());
  const locations = useQuery(doctorLocationsQueryOptions());
  const preview = useQuery(agreementPreviewQueryOptions());
  const done = {
    profile: profile.data ? isProfileComplete(profile.data) : false,
    office: locations.data ? hasAddressedOffice(locations.data) : false,
    agreement: preview.data?.signed?.version === preview.data?.version && Boolean(preview.data?.signed),
  };
  const next = !done.profile
    ? INVITE_ROUTES.profile
    : !done.office
      ? INVITE_ROUTES.office
      : !done.agreement
        ? INVITE_ROUTES.agreement
        : INVITE_ROUTES.finish;
  return { isLoading: profile.isPending || locations.isPending || preview.isPending, done, next };
}

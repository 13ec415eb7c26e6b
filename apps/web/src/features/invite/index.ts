// Public surface of the invite feature: the doctor's NPI check and the invitation wizard's steps.
export { inviteKeys } from './api/keys';
export { useLoginByNpi } from './api/login-by-npi';
export { useFinishInvitation } from './api/finish';
export { INVITE_ROUTES, MISSING_ITEM_SECTION, useInviteProgress, type InviteSection } from './progress';
export { INVALID_INVITE_LINK, NPI_LENGTH, NpiCheckForm, type NpiCheckFormProps } from './components/npi-check-form';
export { HelloStep } from './components/hello-step';
export { ProfileStep, validateProfile, PROFILE_MESSAGES } from './components/profile-step';
export { OfficeStep, validateOffice, OFFICE_REQUIRED } from './components/office-step';
// The hours editor lives with the offices (features/locations); the wizard's office step uses it from there.
export { AgreementStep, AGREEMENT_TEXTS } from './components/agreement-step';
export { FinishStep, type FinishStepProps } from './components/finish-step';

import { href } from '@dme/contract';

export const dashboardHref = () => href('patient.dashboard');
export const ordersHref = () => href('orders.list');
export const orderHref = (orderId: number) => href('patient.orders.show', { orderId });
export const profileHref = () => href('patient.profile');
export const profileInfoHref = () => href('patient.profile.info');
export const insurancesHref = () => href('patient.profile.insurances.list');
export const insuranceHref = (id: number) => href('patient.profile.insurances.show', { id });
export const newInsuranceHref = () => href('patient.insurances.new');
export const doctorsHref = () => href('patient.profile.doctors');
/** P2's request screen (features/patient-requests answers it). */
export const requestHref = (id: number) => href('patient.requests.show', { id });

/** A numeric id from the path, or NaN for anything else (the screens say "not found"). */
export const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : Number.NaN);

import { applyMask, formatPhone, MASKS, unmask, type CreateDistributorBody, type Distributor } from '@dme/contract';

/** What the distributor form holds: the phone in its mask, the lead time as typed. */
export type DistributorValues = {
  name: string;
  contact_name: string;
  email: string;
  phone: string;
  account_number: string;
  terms: string;
  lead_time_days: number | string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  zip: string;
  active: boolean;
};

/** Form values of a saved distributor, or of a new one (active). */
export function distributorValuesOf(d?: Distributor): DistributorValues {
  return {
    name: d?.name ?? '',
    contact_name: d?.contact_name ?? '',
    email: d?.email ?? '',
    phone: d?.phone ? applyMask(formatPhone(d.phone), MASKS.phone) : '',
    account_number: d?.account_number ?? '',
    terms: d?.terms ?? '',
    lead_time_days: d?.lead_time_days ?? 0,
    address_1: d?.address_1 ?? '',
    address_2: d?.address_2 ?? '',
    city: d?.city ?? '',
    state: d?.state ?? '',
    zip: d?.zip ?? '',
    active: d?.active ?? true,
  };
}

/** The request: every field, trimmed (an update sends them all too, so a cleared field is cleared). */
export function distributorBody(v: DistributorValues): CreateDistributorBody {
  return {
    name: v.name.trim(),
    contact_name: v.contact_name.trim(),
    email: v.email.trim(),
    phone: unmask(v.phone, MASKS.phone),
    account_number: v.account_number.trim(),
    terms: v.terms.trim(),
    lead_time_days: v.lead_time_days === '' ? 0 : Number(v.lead_time_days),
    address_1: v.address_1.trim(),
    address_2: v.address_2.trim(),
    city: v.city.trim(),
    state: v.state,
    zip: v.zip,
    active: v.active,
  };
}

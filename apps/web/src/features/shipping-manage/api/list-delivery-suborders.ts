import { listDeliverySuborders } from '@dme/contract';
import { call } from '../../../lib/http';

/** `GET vendor/delivery/suborders`: the driver suborders of a day not on a route yet. */
export async function fetchUnassignedSuborders(date: string, signal?: AbortSignal) {
  return (await call(listDeliverySuborders, { query: { date, state: 'unassigned' }, signal })).data;
}

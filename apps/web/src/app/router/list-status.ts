import { useParams } from 'react-router';

/** Orders (and shipping) lists are filtered by the `status` route param, `all` when the URL has none (foundation §4). */
export const DEFAULT_LIST_STATUS = 'all';

export function listStatus(params: { status?: string }): string {
  return params.status || DEFAULT_LIST_STATUS;
}

/** The list status of the screen being shown: `/doctor/orders` and `/doctor/orders/all` both answer `all`. */
export function useListStatus(): string {
  return listStatus(useParams());
}

import { readServerError } from '../../../lib/http-error';

/** Not found (another supplier's item, a user not linked yet) and forbidden do not pass by retrying. */
export const retryUnlessFinal = (failures: number, error: unknown) => failures < 1 && ![403, 404].includes(readServerError(error).status ?? 0);

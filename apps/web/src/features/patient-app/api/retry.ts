import { retryUnlessRefused as retryReads } from '../../../lib/http-error';

/** Phones lose the network: the patient app's reads try twice (never on a refusal such as 403 or 404, lib/http-error). */
export const retryUnlessRefused = (failures: number, error: unknown) => retryReads(failures, error, 2);

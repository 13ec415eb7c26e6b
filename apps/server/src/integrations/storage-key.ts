import { randomBytes } from 'node:crypto';

const KEY = /^\d+\/\d{4}\/[a-f0-9]{32}$/;

/** `<account>/<yyyy>/<128 random bits>`: spreads files per tenant and year, unguessable and path-safe. */
export function newStorageKey(accountId: number, now = new Date()): string {
  return `${accountId}/${now.getUTCFullYear()}/${randomBytes(16).toString('hex')}`;
}

export function checkedKey(key: string): string {
  // The key is joined to a folder: anything but the generated shape could walk out of it.
  if (!KEY.test(key)) throw new Error('Invalid storage key.');
  return key;
}

import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, which isolatedModules cannot import). */
const ARGON2ID = 2;

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP baseline). */
export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash that makes missing users cost as much as present ones, so timing does not reveal logins. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password-0'));

/** SHA-256 for high-entropy secrets (tokens, link hashes): no need for a slow hash there. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** 128+ bits of randomness, URL-safe. */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const randomDigits = (n: number): string => Array.from({ length: n }, () => String(randomInt(10))).join('');

export const hmacSha256Hex = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Secrets the product must read back (a clearinghouse AccountKey): AES-256-GCM under a key derived from the app
 * secret, so a database dump alone does not give them away. `v1.` prefix: the format, should it ever change.
 */
function secretKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'dme-portal', 'stored-secrets', 32));
}

export function encryptSecret(appSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
}

export function decryptSecret(appSecret: string, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown stored secret format.');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

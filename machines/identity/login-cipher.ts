import { ecb } from '@noble/ciphers/aes.js';
import { bytesToUtf8, utf8ToBytes } from '@noble/ciphers/utils.js';

/**
 * The login password wire format (spec §5): `passWord` is
 * base64(AES-128-ECB/PKCS7(key, UTF-8 of `${timestampMillis}${password}`)).
 *
 * The key is fixed and ships to every browser, so this hides nothing from an attacker who reads the
 * bundle: it keeps plain passwords out of proxies and access logs, and the timestamp lets the server
 * refuse stale or replayed ciphertexts. TLS is what protects the password in transit.
 *
 * Pure TypeScript (no Node APIs) so the storefront and the server import the same module.
 */

/** The fixed 16-byte AES-128 key shared by the storefront and the server. */
export const LOGIN_CIPHER_KEY = 'YzcMallLogin2026';

/** Millisecond timestamps have 13 digits until the year 2286, which keeps the plaintext unambiguous. */
const TIMESTAMP_DIGITS = 13;
const PLAINTEXT = new RegExp(`^(\\d{${TIMESTAMP_DIGITS}})([\\s\\S]+)$`);

const keyBytes = utf8ToBytes(LOGIN_CIPHER_KEY);

/** A decrypted password and the client clock reading it was sealed with. */
export interface LoginPlaintext {
  timestamp: number;
  password: string;
}

/** Encrypts a password for the wire, stamped with `now` (milliseconds since the epoch). */
export function encryptLoginPassword(password: string, now: number = Date.now()): string {
  const stamp = String(Math.trunc(now)).padStart(TIMESTAMP_DIGITS, '0');
  return toBase64(ecb(keyBytes).encrypt(utf8ToBytes(`${stamp}${password}`)));
}

/** The timestamp and password inside a wire ciphertext, or null when it is not one. */
export function decryptLoginPassword(cipherB64: string): LoginPlaintext | null {
  const bytes = fromBase64(cipherB64);
  if (!bytes || bytes.length === 0 || bytes.length % 16 !== 0) return null;
  let text: string;
  try {
    text = bytesToUtf8(ecb(keyBytes).decrypt(bytes));
  } catch {
    // Bad padding (wrong key or tampered ciphertext).
    return null;
  }
  const match = PLAINTEXT.exec(text);
  if (!match) return null;
  return { timestamp: Number(match[1]), password: match[2]! };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

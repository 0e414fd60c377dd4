import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (SMS API keys; docs/architecture.md §6): AES-256-GCM with a key from the
 * environment. A stored value reads `v1.<iv>.<tag>.<ciphertext>` (base64url), so a future
 * change of scheme can tell old values apart. The optional context (e.g. the organization id)
 * is authenticated with the value: a ciphertext copied to another organization's row fails
 * to decrypt instead of lending it the key.
 */

const version = 'v1';
const ivBytes = 12;

export class SecretDecryptionError extends Error {
  constructor() {
    super('A stored secret could not be decrypted (was SECRETS_KEY changed?)');
    this.name = 'SecretDecryptionError';
  }
}

/** The 32 bytes of a key written as 64 hex characters or as base64; undefined otherwise. */
export function parseSecretsKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed, 'base64');
    if (bytes.length === 32) return bytes;
  }
  return undefined;
}

export function isSecretsKey(text: string): boolean {
  return parseSecretsKey(text) !== undefined;
}

/**
 * The key to use: SECRETS_KEY when set; otherwise the one in `${dataDir}/secrets.key`, made
 * once (mode 0600) and reused at every start. Two processes starting together on one machine
 * agree (the file is created exclusively); servers on different machines sharing a PostgreSQL
 * must all be given the same SECRETS_KEY.
 */
export function loadSecretsKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) {
    const key = parseSecretsKey(configured);
    if (!key) throw new Error('SECRETS_KEY must be 64 hex characters or the base64 of 32 bytes');
    return key;
  }
  const file = path.join(dataDir, 'secrets.key');
  if (!fs.existsSync(file)) createKeyFile(file);
  const key = parseSecretsKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a valid key (64 hex characters)`);
  return key;
}

/**
 * Written whole under a temporary name, then linked into place: a second process sees either
 * no file or the complete key, and a link that finds the file already there loses the race.
 */
function createKeyFile(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
}

export function encryptSecret(plaintext: string, key: Buffer, context = ''): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((bytes) => bytes.toString('base64url'));
  return [version, ...parts].join('.');
}

export function decryptSecret(stored: string, key: Buffer, context = ''): string {
  const [tag, iv, authTag, ciphertext] = stored.split('.');
  if (tag !== version || iv === undefined || authTag === undefined || ciphertext === undefined) {
    throw new SecretDecryptionError();
  }
  const tagBytes = Buffer.from(authTag, 'base64url');
  // A truncated tag would weaken the check; GCM's full tag is 16 bytes.
  if (tagBytes.length !== 16) throw new SecretDecryptionError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tagBytes);
    const plain = Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    throw new SecretDecryptionError();
  }
}

import { whatsappTemplatesSchema, type WhatsappTemplates } from '@rental/shared/schemas/whatsapp';
import { decryptSecret, encryptSecret } from '../../lib/secrets.js';

/**
 * The context each stored secret is encrypted under (lib/secrets.ts): the organization and
 * which secret it is, so a ciphertext copied to another organization's row, or from the token
 * column to the app secret's, fails to decrypt.
 */
export type WhatsappSecretName = 'access_token' | 'app_secret';

const contextOf = (organizationId: string, name: WhatsappSecretName) =>
  `whatsapp_settings:${organizationId}:${name}`;

export function encryptWhatsappSecret(
  value: string,
  key: Buffer,
  organizationId: string,
  name: WhatsappSecretName,
): string {
  return encryptSecret(value, key, contextOf(organizationId, name));
}

export function decryptWhatsappSecret(
  stored: string,
  key: Buffer,
  organizationId: string,
  name: WhatsappSecretName,
): string {
  return decryptSecret(stored, key, contextOf(organizationId, name));
}

/** The stored template names (JSON text); every kind and language present, empty when unset. */
export function parseTemplates(text: string): WhatsappTemplates {
  let value: unknown = {};
  try {
    value = JSON.parse(text);
  } catch {
    // A row is only ever written from the schema; an unreadable one reads as nothing set.
  }
  const parsed = whatsappTemplatesSchema.safeParse(value);
  return parsed.success ? parsed.data : whatsappTemplatesSchema.parse({});
}

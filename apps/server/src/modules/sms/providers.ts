import { createAfricasTalkingProvider } from '../../integrations/sms/africastalking.js';
import { outboxProvider } from '../../integrations/sms/outbox-provider.js';
import type { SmsProvider } from '../../integrations/sms/provider.js';
import type { SmsSettingsTable } from '../../db/types.js';
import { decryptSecret } from '../../lib/secrets.js';
import type { SmsOptions } from './sms-options.js';

/** Where a stored API key belongs: it only decrypts in the row of its own organization. */
export const apiKeyContext = (organizationId: string) => `sms_settings:${organizationId}`;

export type ProviderChoice = { provider: SmsProvider } | { problem: string };

/** Why a provider cannot be set up: the landlord can fix either in the SMS settings. */
export const providerProblems = {
  noApiKey: "No Africa's Talking API key is saved in the SMS settings",
  unreadableKey: 'The saved SMS API key cannot be read (was SECRETS_KEY changed?); save it again',
} as const;

/** The organization's provider; the outbox when it never chose one. */
export function providerFor(
  settings: SmsSettingsTable | undefined,
  options: SmsOptions,
): ProviderChoice {
  if (!settings || settings.provider === 'outbox') return { provider: outboxProvider };
  if (!settings.api_key_encrypted) {
    return { problem: providerProblems.noApiKey };
  }
  let apiKey: string;
  try {
    apiKey = decryptSecret(
      settings.api_key_encrypted,
      options.secretsKey,
      apiKeyContext(settings.organization_id),
    );
  } catch {
    return { problem: providerProblems.unreadableKey };
  }
  const { africasTalkingBaseUrl, timeoutMs } = options;
  return {
    provider: createAfricasTalkingProvider({
      username: settings.username,
      apiKey,
      baseUrl: africasTalkingBaseUrl,
      timeoutMs,
    }),
  };
}

import type { SmsProvider } from './provider.js';

/**
 * The embedded default: messages stay in the outbox with status 'stored' and the landlord reads
 * them on the Messages screen. Nothing leaves the machine and nothing is charged.
 */
export const outboxProvider: SmsProvider = {
  name: 'outbox',
  storesOnly: true,
  async send({ to }) {
    return {
      to,
      providerMessageId: null,
      accepted: true,
      statusCode: 0,
      status: 'Stored',
      cost: null,
    };
  },
  parseDeliveryReport() {
    return null;
  },
};

import { msg } from '@rental/shared/message-catalogue';

/**
 * What the landlords routes answer besides field errors (validationMessages). The owner
 * statement SMS is in sms/templates/owner-statement.ts, with the other SMS texts.
 */
export const landlordMessages = {
  agentsOnly: msg('error.landlordsAgentsOnly'),
  inUse: (name: string) => msg('error.landlordInUse', { name }),
};

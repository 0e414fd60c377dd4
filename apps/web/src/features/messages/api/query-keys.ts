/**
 * Cache keys of the SMS outbox. The prefix ('sms', 'messages') is shared with the settings
 * screen (a test SMS joins the list), so invalidating it refreshes every view of the outbox.
 */
export const messageKeys = {
  all: ['sms', 'messages'] as const,
  list: (status: string) => ['sms', 'messages', 'list', status] as const,
  /** How many wait to be sent (Messages → Waiting), under the outbox's prefix. */
  waiting: ['sms', 'messages', 'waiting'] as const,
  /** What tenants sent in (BAL, SALIO...): a list of its own, polled while it is shown. */
  incoming: ['sms', 'incoming'] as const,
};

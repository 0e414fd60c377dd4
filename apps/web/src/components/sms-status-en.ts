/** Names of the SMS statuses (namespace `smsStatus`), shown by SmsStatusChip. */
export const smsStatusEn = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  stored: 'Stored',
  held: 'Held',
  discarded: 'Discarded',
  hints: {
    queued: 'Waiting to be sent (or to be tried again after a failure)',
    sending: 'Being handed to the SMS provider',
    sent: 'Accepted by the SMS provider',
    delivered: "Delivered to the tenant's phone",
    failed: 'Could not be delivered',
    stored: 'Kept in the outbox: no SMS provider is set up, so nothing was sent',
    held: 'Not sent: it would ask the tenant to pay without a paybill. Save the M-PESA settings to send it',
    discarded: 'Not sent: it was waiting and you chose not to send it',
  },
};

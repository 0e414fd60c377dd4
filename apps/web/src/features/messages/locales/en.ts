import { alertMessages } from '@rental/shared/messages';

/** English texts of the Messages screen (namespace `messages`). */
export const messagesEn = {
  title: 'Messages',
  text: 'Every SMS Rental Manager sends your tenants (invoices, receipts, tests), and what they text to your number.',
  tabs: { label: 'Messages sent and received', sent: 'Sent', received: 'Received' },
  status: 'Status',
  allStatuses: 'All',
  empty: 'No messages yet',
  loadMore: 'Load older messages',
  refreshing: 'Updating every 5 seconds while messages are being sent',
  columns: {
    createdat: 'Date',
    recipient: 'Recipient',
    phonenumber: 'Phone',
    text: 'Message',
    parts: 'Parts',
    status: 'Status',
    failurereason: 'Failure Reason',
    actions: 'Actions',
  },
  showText: 'Show the whole message to {{recipient}}',
  dialog: {
    title: 'Message to {{recipient}}',
    phone: 'Phone {{phone}}',
    parts_one: '{{count}} SMS part',
    parts_other: '{{count}} SMS parts',
    attempts_one: '{{count}} attempt',
    attempts_other: '{{count}} attempts',
    close: 'CLOSE',
  },
  resend: 'Resend',
  resendLabel: 'Resend the message to {{recipient}}',
  resent: alertMessages.smsResent,
  /** Messages → Received: what tenants texted to the landlord's number (BAL, SALIO). */
  received: {
    text: "SMS sent to your Africa's Talking number. A tenant who texts BAL or SALIO gets their balance and how to pay, at most 3 times an hour.",
    listLabel: 'Received messages',
    empty: 'No messages received yet',
    unknownSender: 'Unknown number',
    columns: {
      receivedat: 'Received',
      sender: 'From',
      phonenumber: 'Phone',
      text: 'Message',
      outcome: 'What was done',
    },
    outcomes: {
      answered: 'Balance sent',
      rate_limited: 'Not answered: 3 answers this hour',
      unknown_sender: 'Not answered: not a tenant’s number',
      not_a_command: 'Not answered: not BAL or SALIO',
      blocked: 'Not answered: opted out of SMS',
      former_tenant: 'Not answered: former tenant who owes nothing',
    },
  },
};

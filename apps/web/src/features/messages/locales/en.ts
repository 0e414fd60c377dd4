import { alertMessages } from '@rental/shared/messages';

/** English texts of the Messages screen (namespace `messages`). */
export const messagesEn = {
  title: 'Messages',
  text: 'Every SMS Rental Manager sends your tenants: invoices, receipts and tests.',
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
};

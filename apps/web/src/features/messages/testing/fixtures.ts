import type { IncomingSms, SmsMessage } from '@rental/shared/schemas/sms';

export function smsMessage(id: string, overrides: Partial<SmsMessage> = {}): SmsMessage {
  return {
    messageid: id,
    tenantid: 't-1',
    recipient: 'Amina Otieno',
    phonenumber: '+254712345678',
    text:
      'Dear Amina Otieno, your Rental Invoice Bill for March 2030 is KES 15,000. ' +
      'Please pay via MPESA paybill 522522, account number A1. Thank you.',
    parts: 1,
    purpose: 'invoice',
    status: 'delivered',
    channel: 'sms',
    failurereason: null,
    failure: null,
    attempts: 1,
    createdat: '2030-03-01T05:00:00.000Z',
    updatedat: '2030-03-01T05:00:05.000Z',
    ...overrides,
  };
}

export function incomingSms(id: string, overrides: Partial<IncomingSms> = {}): IncomingSms {
  return {
    messageid: id,
    phonenumber: '+254712345678',
    to: '22384',
    text: 'BAL',
    tenantid: 't-1',
    sender: 'Amina Otieno',
    outcome: 'answered',
    replyid: `reply-${id}`,
    replystatus: 'delivered',
    receivedat: '2030-03-01T05:00:00.000Z',
    ...overrides,
  };
}

/** "Remind everyone in arrears now" (namespace `remindersNow`). */
export const remindersNowEn = {
  button: 'Remind everyone in arrears now',
  title: 'Remind everyone in arrears?',
  count_one: '{{count}} tenant in arrears will get this SMS (at most once a day each).',
  count_other: '{{count}} tenants in arrears will get an SMS like this (at most once a day each).',
  none: 'Nobody in arrears is left to remind today.',
  notOverdue_one: '{{count}} tenant owes only what is not yet due and gets no reminder.',
  notOverdue_other: '{{count}} tenants owe only what is not yet due and get no reminder.',
  sampleFor_one: 'Message for {{name}} · {{count}} SMS part',
  sampleFor_other: 'Message for {{name}} · {{count}} SMS parts',
  send: 'SEND REMINDERS',
  cancel: 'CANCEL',
  queued_one: '{{count}} reminder queued. It is in Messages.',
  queued_other: '{{count}} reminders queued. They are in Messages.',
};

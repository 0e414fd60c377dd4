/** /newpayment: paying the subscription by M-PESA (namespace `newPayment`). */
export const newPaymentEn = {
  title: 'Subscription Payment',
  text: 'Pay your {{plan}} plan by M-PESA: you get a prompt on your phone to enter your PIN.',
  paidUntil: 'Paid until {{date}}.',
  phonenumber: 'Phone Number',
  amount: 'Amount (KES)',
  amountHint: "The {{plan}} plan's monthly price",
  description: 'Description',
  defaultDescription: '{{plan}} plan, 1 month',
  pay: 'PAY',
  cancel: 'CANCEL',
  tryAgain: 'TRY AGAIN',
  done: 'BACK TO SUBSCRIPTION',
  enterprise: 'Enterprise is billed by arrangement: contact us to pay.',
  loadFailed: 'Your plan could not be loaded.',
};

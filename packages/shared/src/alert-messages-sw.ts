import type { alertMessages, pinResetMessages } from './messages.js';

/**
 * The alert texts (spec section 8) and the Forgot PIN answers in Kiswahili, key for key (see
 * messages.ts). Terms follow docs/kiswahili-glossary.md.
 */
export const alertMessagesSw: Record<keyof typeof alertMessages, string> = {
  userRegistered: 'Maelezo ya mtumiaji yamesajiliwa',
  profileUpdated: 'Wasifu wa mtumiaji umesasishwa',
  pinUpdated: 'PIN ya mtumiaji imesasishwa',
  statusUpdated: 'Hali ya mtumiaji imesasishwa',
  rentalCreated: 'Jengo limeundwa',
  rentalUpdated: 'Jengo limesasishwa',
  rentalRemoved: 'Jengo limeondolewa',
  roomAdded: 'Aina ya chumba imeongezwa',
  tenantSaved: 'Mpangaji amehifadhiwa',
  tenantUpdated: 'Mpangaji amesasishwa',
  tenantDeleted: 'Mpangaji amefutwa',
  readingSaved: 'Usomaji wa mita ya maji umehifadhiwa',
  invoiceScheduled: 'Ratiba mpya ya ankara imewekwa',
  invoiceScheduleUpdated: 'Ratiba ya ankara imesasishwa',
  invoiceSettingRemoved: 'Ratiba ya ankara imeondolewa',
  paymentSaved: 'Malipo yamehifadhiwa',
  transactionDeleted: 'Muamala umefutwa',
  onlyRecorderMayDelete: 'Ni mtumiaji aliyerekodi muamala pekee anayeweza kufanya hivi',
  smsSettingsSaved: 'Mipangilio ya SMS imehifadhiwa',
  smsResent: 'Ujumbe umewekwa kwenye foleni kutumwa tena',
  mpesaSettingsSaved: 'Mipangilio ya MPESA imehifadhiwa',
  subscriptionSelected: 'Kifurushi kimechaguliwa',
  subscriptionUpdated: 'Kifurushi kimesasishwa',
  contactRequestSent: 'Asante. Tutawasiliana nawe hivi karibuni',
  stkPushSent: 'Angalia simu yako na uweke PIN yako ya M-PESA',
  subscriptionPaid: 'Kifurushi kimelipiwa',
};

export const pinResetMessagesSw: Record<keyof typeof pinResetMessages, string> = {
  codeSent:
    'Ikiwa nambari hii ya simu ina akaunti, SMS yenye msimbo wa kuweka PIN mpya iko njiani. Msimbo huo unafanya kazi kwa dakika 10.',
  codeWrong: 'Msimbo si sahihi au muda wake umeisha. Omba mwingine mpya.',
};

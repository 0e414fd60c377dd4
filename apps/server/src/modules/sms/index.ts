/**
 * What other modules may use of sms (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { smsCallbackUrls } from './callback-urls.js';
export { channelTotals } from './channel-totals.js';
export { deliverClaimed, drainOutbox } from './dispatch.js';
export {
  type IncomingRow,
  type PhoneTenant,
  insertIncomingSms,
  listIncomingRows,
  markIncomingAnswered,
  tenantsByPhone,
} from './incoming-repository.js';
export {
  deliveryReportSecretOf,
  incomingSecretOf,
  organizationOfSecret,
} from './incoming-secret.js';
export { heldMessagesOf, releaseHeldMessage, setMessageText } from './message-texts.js';
export {
  findMessageRow,
  listMessageRows,
  noticeSmsCounts,
  requeueFailed,
  tenantExists,
} from './messages-repository.js';
export { claimDue, erasedReason } from './outbox-repository.js';
export { blockTenantSms, unblockTenantSms } from './opt-outs.js';
export {
  noticeWhatsapp,
  type OutgoingSms,
  queueSms,
  toE164,
  type WhatsappTemplateFacts,
} from './outbox.js';
export {
  applyWhatsappStatuses,
  fallBackUndelivered as fallBackUndeliveredWhatsapp,
} from './whatsapp-outbox.js';
export { storedPhoneForms } from './phone-forms.js';
export { decodeCursor, encodeCursor, toSmsMessage } from './presenter.js';
export { apiKeyContext } from './providers.js';
export { receiptText, receiptWhatsapp } from './receipt.js';
export { findSmsSettings, saveSmsSettings } from './settings-repository.js';
export {
  type BillDocument,
  type BillDocumentOf,
  type BillDocumentRequest,
  type SmsDeps,
  type SmsOptions,
  smsOptionsFromConfig,
} from './sms-options.js';
export {
  invitationTexts,
  phoneCodeTexts,
  pinResetCodeTexts,
  signupCodeTexts,
} from './templates/account-messages.js';
export { lateFeeTexts } from './templates/late-fee.js';
export { rentRiseTexts } from './templates/lease.js';
export { oneOffChargeMessages } from './templates/one-off-charge.js';
export { ownerLinkTexts } from './templates/owner-link.js';
export { ownerStatementTexts } from './templates/owner-statement.js';
export {
  repairReportedTexts,
  repairTime,
  repairUpdateTexts,
  repairVendorTexts,
} from './templates/repair.js';
export { channelChangedSms } from './templates/channel.js';
export { tenantLinkTexts } from './templates/tenant-link.js';
export { testMessageTexts } from './templates/test-message.js';
export { vacancyAlertTexts } from './templates/vacancy-alert.js';
export {
  claimWaiting,
  discardPaidInvoiceMessages,
  discardWaiting,
  messageState,
  waitingTotals,
} from './waiting-repository.js';

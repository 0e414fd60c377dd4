/**
 * What other modules may use of messages (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { listIncomingSms, receiveIncomingSms } from './incoming-service.js';
export { listMessages, messageOf, resendMessage, sendTestMessage } from './messages-service.js';
export { type SmsSettingsDeps, getSmsSettings, updateSmsSettings } from './settings-service.js';
export { discardWaitingMessages, sendWaiting, waitingSummary } from './waiting-service.js';
export { receiveWhatsappTexts, type WhatsappInboundText } from './whatsapp-incoming.js';

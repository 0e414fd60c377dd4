/**
 * What other modules may use of whatsapp (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { type WhatsappDeps, whatsappWebhookPath } from './settings-service.js';
export { hubSignatureMatches } from './signature.js';
export {
  listWhatsappStatuses,
  type ReportedStatus,
  statusesOfMessages,
} from './statuses-repository.js';
export {
  type WhatsappReadiness,
  type WhatsappSender,
  templateNameFor,
  whatsappReadinessOf,
  whatsappSendersOf,
} from './sending-settings.js';
export { whatsappOffered } from './offered.js';

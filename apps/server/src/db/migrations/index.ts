import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001-accounts.js';
import * as portfolio from './0002-portfolio.js';
import * as billing from './0003-billing.js';
import * as billingIndexes from './0004-billing-indexes.js';
import * as mpesa from './0005-mpesa.js';
import * as subscriptions from './0006-subscriptions.js';
import * as team from './0007-team.js';
import * as c2bRecovery from './0008-c2b-recovery.js';
import * as trust from './0009-trust.js';
import * as collections from './0010-collections.js';
import * as billMessage from './0011-bill-message.js';
import * as moveIn from './0012-move-in.js';
import * as notificationReads from './0013-notification-reads.js';
import * as tenancy from './0014-tenancy.js';
import * as rentChanges from './0015-rent-changes.js';
import * as firstSignIn from './0016-first-sign-in.js';
import * as receiptNumbers from './0017-receipt-numbers.js';
import * as expenses from './0018-expenses.js';
import * as rentReceived from './0019-rent-received.js';
import * as landlords from './0020-landlords.js';
import * as tenantPage from './0021-tenant-page.js';
import * as incomingSms from './0022-incoming-sms.js';
import * as userLanguage from './0023-user-language.js';
import * as smsLanguages from './0024-sms-languages.js';
import * as operator from './0025-operator.js';
import * as dataProtection from './0026-data-protection.js';
import * as invoiceRunIndexes from './0027-invoice-run-indexes.js';
import * as moneyIn from './0028-money-in.js';
import * as stkCallbackTokens from './0029-stk-callback-tokens.js';
import * as paysFromPhone from './0030-pays-from-phone.js';
import * as deliveryReportSecrets from './0031-delivery-report-secrets.js';
import * as statusAsks from './0032-status-asks.js';
import * as phoneVerification from './0033-phone-verification.js';
import * as roles from './0034-roles.js';
import * as ledgerEntries from './0035-ledger-entries.js';
import * as billingDefects from './0036-billing-defects.js';
import * as closedMonths from './0037-closed-months.js';
import * as paymentReversals from './0038-payment-reversals.js';
import * as moveOutCredits from './0039-move-out-credits.js';
import * as receiptsInClaims from './0040-receipts-in-claims.js';
import * as businessTenants from './0041-business-tenants.js';
import * as idempotencyKeys from './0042-idempotency-keys.js';
import * as c2bParsedPayments from './0043-c2b-parsed-payments.js';
import * as keptBalances from './0044-kept-balances.js';
import * as monthSums from './0045-month-sums.js';
import * as notices from './0046-notices.js';
import * as vacancies from './0048-vacancies.js';
import * as leases from './0049-leases.js';
import * as documents from './0050-documents.js';
import * as repairs from './0051-repairs.js';
import * as ownerLinks from './0052-owner-links.js';
import * as leaseTemplates from './0053-lease-templates.js';
import * as etims from './0054-etims.js';
import * as whatsapp from './0055-whatsapp.js';
import * as paymentLateReceipts from './0056-payment-late-receipts.js';
import * as etimsQueueFinder from './0057-etims-queue-finder.js';
import * as writtenOnceSideFacts from './0059-written-once-side-facts.js';
import * as landlordLanguage from './0060-landlord-language.js';
import * as incomingChannel from './0062-incoming-channel.js';
import * as etimsSentFigures from './0063-etims-sent-figures.js';
import * as whatsappSending from './0058-whatsapp-sending.js';
import * as whatsappDocumentHeader from './0061-whatsapp-document-header.js';
import * as etimsItems from './0064-etims-items.js';
import * as proratedMoveInIndex from './0065-prorated-move-in-index.js';
import * as queueClaimIndexes from './0066-queue-claim-indexes.js';
import * as paymentTexts from './0067-payment-texts.js';
import * as paymentTextsByOrganization from './0068-payment-texts-by-organization.js';
import * as smsMessageIndexes from './0069-sms-message-indexes.js';
import * as smsAttentionIndex from './0070-sms-attention-index.js';
import * as mpesaSettingsVersion from './0071-mpesa-settings-version.js';
import * as invoiceRunForeignKeys from './0072-invoice-run-foreign-keys.js';

/**
 * Migrations are listed here, in order, instead of being read from a folder, so they work the
 * same from TypeScript sources (tests) and from the compiled build. Never edit a migration
 * that has shipped: add the next one.
 */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-portfolio': portfolio,
  '0003-billing': billing,
  '0004-billing-indexes': billingIndexes,
  '0005-mpesa': mpesa,
  '0006-subscriptions': subscriptions,
  '0007-team': team,
  '0008-c2b-recovery': c2bRecovery,
  '0009-trust': trust,
  '0010-collections': collections,
  '0011-bill-message': billMessage,
  '0012-move-in': moveIn,
  '0013-notification-reads': notificationReads,
  '0014-tenancy': tenancy,
  '0015-rent-changes': rentChanges,
  '0016-first-sign-in': firstSignIn,
  '0017-receipt-numbers': receiptNumbers,
  '0018-expenses': expenses,
  '0019-rent-received': rentReceived,
  '0020-landlords': landlords,
  '0021-tenant-page': tenantPage,
  '0022-incoming-sms': incomingSms,
  '0023-user-language': userLanguage,
  '0024-sms-languages': smsLanguages,
  '0025-operator': operator,
  '0026-data-protection': dataProtection,
  '0027-invoice-run-indexes': invoiceRunIndexes,
  '0028-money-in': moneyIn,
  '0029-stk-callback-tokens': stkCallbackTokens,
  '0030-pays-from-phone': paysFromPhone,
  '0031-delivery-report-secrets': deliveryReportSecrets,
  '0032-status-asks': statusAsks,
  '0033-phone-verification': phoneVerification,
  '0034-roles': roles,
  '0035-ledger-entries': ledgerEntries,
  '0036-billing-defects': billingDefects,
  '0037-closed-months': closedMonths,
  '0038-payment-reversals': paymentReversals,
  '0039-move-out-credits': moveOutCredits,
  '0040-receipts-in-claims': receiptsInClaims,
  '0041-business-tenants': businessTenants,
  '0042-idempotency-keys': idempotencyKeys,
  '0043-c2b-parsed-payments': c2bParsedPayments,
  '0044-kept-balances': keptBalances,
  '0045-month-sums': monthSums,
  '0046-notices': notices,
  '0048-vacancies': vacancies,
  '0049-leases': leases,
  '0050-documents': documents,
  '0051-repairs': repairs,
  '0052-owner-links': ownerLinks,
  '0053-lease-templates': leaseTemplates,
  '0054-etims': etims,
  '0055-whatsapp': whatsapp,
  '0056-payment-late-receipts': paymentLateReceipts,
  '0057-etims-queue-finder': etimsQueueFinder,
  '0058-whatsapp-sending': whatsappSending,
  '0059-written-once-side-facts': writtenOnceSideFacts,
  '0060-landlord-language': landlordLanguage,
  '0061-whatsapp-document-header': whatsappDocumentHeader,
  '0062-incoming-channel': incomingChannel,
  '0063-etims-sent-figures': etimsSentFigures,
  '0064-etims-items': etimsItems,
  '0065-prorated-move-in-index': proratedMoveInIndex,
  '0066-queue-claim-indexes': queueClaimIndexes,
  '0067-payment-texts': paymentTexts,
  '0068-payment-texts-by-organization': paymentTextsByOrganization,
  '0069-sms-message-indexes': smsMessageIndexes,
  '0070-sms-attention-index': smsAttentionIndex,
  '0071-mpesa-settings-version': mpesaSettingsVersion,
  '0072-invoice-run-foreign-keys': invoiceRunForeignKeys,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * The errors the server words itself, in English: the ones no form or screen catalogue
 * (validationMessages, alertMessages, teamMessages, tenancyMessages...) already holds. An
 * error names its text by key (`error.<key>`, see message-catalogue.ts) and the server answers
 * in the requester's language; the Kiswahili is in error-messages-sw.ts, key for key.
 *
 * `{{name}}` is a value the error's params give; a key with `_one` / `_other` forms is chosen
 * by its numeric `count` (i18next's convention, so clients can use these texts as they are).
 * Texts from the product spec and earlier releases are kept word for word: clients and tests
 * read them.
 */
export const errorMessages = {
  // The request itself (the error handler, the router, Node's HTTP parser).
  noApiRoute: 'No API route for {{method}} {{path}}',
  // Roles (issue 28): what the permission map does not give the signed-in user's role.
  roleForbidden: 'Your role in this account does not allow this. Ask the account owner.',
  requestInvalid: 'The request is not valid',
  requestUnreadable: 'The request could not be read',
  bodyNotJson: 'The request body is not valid JSON',
  bodyEmpty: 'The request body is empty',
  bodyMissing: 'The request is missing its JSON body',
  bodyTooLarge: 'The request body is too large',
  bodyNotJsonType: 'The request body must be JSON (Content-Type: application/json)',
  contentLengthWrong: 'The Content-Length header is wrong',
  addressEncoding: 'The address is not valid: it has a broken %-encoding',
  addressPartTooLong: 'A part of the address is too long',
  headersTooLarge: 'The request headers are too large',
  requestTimeout: 'The request took too long to arrive',
  invalidValue: 'Invalid value',
  internal: 'Something went wrong on our side. Please try again.',
  serverClosing: 'The server is restarting. Please try again in a moment.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyInFlight:
    'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  duplicateChargeJustNow:
    'This looks like a duplicate of {{invoice}}, made less than a minute ago. Bill again?',
  duplicateChargeMinute:
    'This looks like a duplicate of {{invoice}}, made 1 minute ago. Bill again?',
  duplicateCharge:
    'This looks like a duplicate of {{invoice}}, made {{minutes}} minutes ago. Bill again?',
  pageLinkInvalid: 'This page link is not valid; start from the first page',
  pageCursorInvalid: 'Invalid page cursor',

  // Signing in and sessions.
  signInRequired: 'Please sign in to continue',
  sessionEnded: 'Your session has ended. Please sign in again.',
  wrongCredentials: 'Wrong phone number or PIN',
  wrongCurrentPin: 'The current pin is wrong',
  languageInvalid: 'Choose a language: en (English) or sw (Kiswahili)',
  channelInvalid: 'Choose a channel: sms, whatsapp or whatsapp_sms (WhatsApp, SMS if it fails)',
  phoneTaken: 'This phone number is already registered. Sign in instead, or use another number.',
  phoneChangeNeedsCode:
    'To change your phone number, confirm the new number with the code we send to it (Change phone number).',
  phoneUnchanged: 'This is already your phone number.',
  phoneConfirmRequired:
    'Confirm your phone number: enter the code we sent to it by SMS to sign in.',
  pinLocked_one:
    'Too many wrong PINs. Your account is locked for {{count}} minute; try again later.',
  pinLocked_other:
    'Too many wrong PINs. Your account is locked for {{count}} minutes; try again later.',
  tooManyAttemptsSeconds_one: 'Too many attempts from this network. Try again in {{count}} second.',
  tooManyAttemptsSeconds_other:
    'Too many attempts from this network. Try again in {{count}} seconds.',
  tooManyAttemptsMinutes_one: 'Too many attempts from this network. Try again in {{count}} minute.',
  tooManyAttemptsMinutes_other:
    'Too many attempts from this network. Try again in {{count}} minutes.',
  codeWrongTries_one: 'The code is wrong. {{count}} try left.',
  codeWrongTries_other: 'The code is wrong. {{count}} tries left.',
  codeWrongNoTries:
    'The code is wrong and can no longer be used. Ask the account owner to send a new one.',

  // Records that are not there (or belong to another organization).
  callbackUrlNotFound: 'M-PESA payment address not found',
  expenseNotFound: 'Expense not found',
  repairNotFound: 'Repair not found',
  repairPhotoNotFound: 'Photo not found',
  invoiceNotFound: 'Invoice not found',
  invoiceSettingNotFound: 'Invoice setting not found',
  landlordNotFound: 'Landlord not found',
  linkNotFound: 'Link not found',
  memberNotFound: 'Member not found',
  messageNotFound: 'Message not found',
  organizationNotFound: 'Organization not found',
  pageNotFound: 'Page not found',
  paymentRequestNotFound: 'Payment request not found',
  readingNotFound: 'Reading not found',
  documentNotFound: 'Document not found',
  receiptNotFound: 'Receipt not found',
  rentChangeNotFound: 'Rent change not found',
  rentalNotFound: 'Rental not found',
  roomTypeNotFound: 'Room type not found',
  subscriptionSettingNotFound: 'Subscription setting not found',
  tenantNotFound: 'Tenant not found',
  transactionNotFound: 'Transaction not found',
  unallocatedPaymentNotFound: 'Unallocated payment not found',
  userNotFound: 'User not found',

  // Plans.
  planLimitRentals_one:
    'Your {{plan}} plan allows {{count}} rental. Upgrade your plan to add more.',
  planLimitRentals_other:
    'Your {{plan}} plan allows {{count}} rentals. Upgrade your plan to add more.',
  planLimitRentalsTrial_one:
    'Your {{plan}} plan (free trial) allows {{count}} rental. Upgrade your plan to add more.',
  planLimitRentalsTrial_other:
    'Your {{plan}} plan (free trial) allows {{count}} rentals. Upgrade your plan to add more.',
  planLimitTenants_one:
    'Your {{plan}} plan allows {{count}} tenant. Upgrade your plan to add more.',
  planLimitTenants_other:
    'Your {{plan}} plan allows {{count}} tenants. Upgrade your plan to add more.',
  planLimitTenantsTrial_one:
    'Your {{plan}} plan (free trial) allows {{count}} tenant. Upgrade your plan to add more.',
  planLimitTenantsTrial_other:
    'Your {{plan}} plan (free trial) allows {{count}} tenants. Upgrade your plan to add more.',
  planLimitUsers_one: 'Your {{plan}} plan allows {{count}} user. Upgrade your plan to add more.',
  planLimitUsers_other: 'Your {{plan}} plan allows {{count}} users. Upgrade your plan to add more.',
  planLimitUsersTrial_one:
    'Your {{plan}} plan (free trial) allows {{count}} user. Upgrade your plan to add more.',
  planLimitUsersTrial_other:
    'Your {{plan}} plan (free trial) allows {{count}} users. Upgrade your plan to add more.',
  // A plan the organization's data does not fit in: what to remove first, by the count to
  // remove; the `One…` forms for a plan that allows exactly one.
  planTooSmallRentals_one:
    '{{plan}} allows {{limit}} rentals; you have {{have}}. Remove {{count}} rental first.',
  planTooSmallRentals_other:
    '{{plan}} allows {{limit}} rentals; you have {{have}}. Remove {{count}} rentals first.',
  planTooSmallOneRental_one:
    '{{plan}} allows 1 rental; you have {{have}}. Remove {{count}} rental first.',
  planTooSmallOneRental_other:
    '{{plan}} allows 1 rental; you have {{have}}. Remove {{count}} rentals first.',
  planTooSmallTenants_one:
    '{{plan}} allows {{limit}} tenants; you have {{have}}. Remove {{count}} tenant first.',
  planTooSmallTenants_other:
    '{{plan}} allows {{limit}} tenants; you have {{have}}. Remove {{count}} tenants first.',
  planTooSmallOneTenant_one:
    '{{plan}} allows 1 tenant; you have {{have}}. Remove {{count}} tenant first.',
  planTooSmallOneTenant_other:
    '{{plan}} allows 1 tenant; you have {{have}}. Remove {{count}} tenants first.',
  planTooSmallUsers_one:
    '{{plan}} allows {{limit}} users; you have {{have}}. Remove {{count}} user first.',
  planTooSmallUsers_other:
    '{{plan}} allows {{limit}} users; you have {{have}}. Remove {{count}} users first.',
  planTooSmallOneUser_one:
    '{{plan}} allows 1 user; you have {{have}}. Remove {{count}} user first.',
  planTooSmallOneUser_other:
    '{{plan}} allows 1 user; you have {{have}}. Remove {{count}} users first.',
  unknownPlan: 'Unknown plan',
  subscriptionOwnerOnly: 'Only the account owner can change the subscription plan',
  enterpriseContact: 'Enterprise is arranged with us: use Contact us and we will call you',
  planAlreadyChosen: 'A plan is already selected: change it instead',
  noPlanYet: 'No plan is selected yet: select one first',

  // Rentals and room types.
  rentalNameTaken: 'You already have a rental named {{name}}',
  rentalHasTenants_one: '{{rental}} still has {{count}} tenant. Move or remove them first.',
  rentalHasTenants_other: '{{rental}} still has {{count}} tenants. Move or remove them first.',
  rentalHasExpenses_one:
    '{{rental}} has {{count}} expense recorded against it. Move them to another rental or the whole organization, or delete them, first.',
  rentalHasExpenses_other:
    '{{rental}} has {{count}} expenses recorded against it. Move them to another rental or the whole organization, or delete them, first.',
  roomTypeTaken: '{{rental}} already has a {{housetype}} room type',
  unitsBelowTenants:
    '{{count}} tenants live in {{housetype}} rooms: total units cannot be fewer than {{count}}',
  roomHasTenants_one:
    '{{count}} tenant lives in {{housetype}} rooms of {{rental}}. Move or remove them first.',
  roomHasTenants_other:
    '{{count}} tenants live in {{housetype}} rooms of {{rental}}. Move or remove them first.',
  roomHasFormerTenants_one:
    '{{count}} former tenant of {{housetype}} rooms of {{rental}} keeps their records there, so the room type stays.',
  roomHasFormerTenants_other:
    '{{count}} former tenants of {{housetype}} rooms of {{rental}} keep their records there, so the room type stays.',

  // Tenants, rent changes and moves.
  houseTaken: 'House {{house}} in {{rental}} already has a tenant',
  meterTaken: 'Meter {{meter}} is already assigned to another tenant',
  roomFull: 'All {{count}} {{housetype}} units in {{rental}} are taken',
  houseNumberTaken: 'This house number already has a tenant',
  meterNumberTaken: 'This meter number is already assigned to another tenant',
  openingAfterReadings:
    'This tenant already has water readings. Correct them on the Water Readings page.',
  rentBilled:
    'Rent is already billed up to {{date}}: a change must start after it. Correct rent already billed with a credit note.',
  rentChangeSameDate: 'This tenant already has a rent change from {{date}}',
  rentChangeUsed:
    'This change is already billed (rent is billed up to {{date}}) and cannot be deleted. Correct rent already billed with a credit note.',
  rentChangeWithMove: 'This change came with a move: it follows the room type moved into.',
  rentChangeLater:
    "There is a rent change from {{date}}, which would replace the new room type's rent. Delete it first, or move the tenant from that date.",
  finalBelowLast: "The final reading ({{final}}) is below the meter's last reading ({{last}})",
  creditExceedsInvoice: 'The credit note is more than this invoice has left to pay ({{amount}})',
  creditExceedsBalance: 'The credit note is more than the tenant owes ({{amount}})',
  depositNotSettled:
    'Deductions and refund must add up to the deposit held ({{held}}); they add up to {{settled}}',
  deductionsExceedOwed:
    'Unpaid rent and water deductions are more than the tenant owes ({{amount}})',

  // Files: the tenants' CSV import and the M-PESA statement import.
  tenantsCsvOnly: 'Upload the tenants as a CSV file (Content-Type: text/csv)',
  statementCsvOnly: 'Upload the statement as a CSV file (Content-Type: text/csv)',
  importEmpty: 'The file is empty. Download the template to start from.',
  importColumnsMissing:
    'The first row must name the columns {{columns}} (missing {{missing}}). Download the template to start from.',
  importColumnsUnexpected:
    'The first row must name the columns {{columns}} (not expected {{unexpected}}). Download the template to start from.',
  importColumnsWrong:
    'The first row must name the columns {{columns}} (missing {{missing}}; not expected {{unexpected}}). Download the template to start from.',
  importNoTenants: 'The file has no tenants below its header row.',
  importTooManyTenants: 'The file has {{count}} tenants; import at most {{max}} at a time.',
  statementNoHeader:
    'No statement header found: the file needs the columns Receipt No., Completion Time, A/C No. (or Details) and Paid In',
  statementTooManyRows: 'A statement may have at most {{max}} rows',

  // Water readings.
  unknownMeter: 'No tenant has meter {{meter}}',
  meterNotInRental: 'No tenant of {{rental}} has meter {{meter}}',
  readingBelowPrevious:
    "The new reading ({{reading}}) is below the previous reading ({{previous}}). Tick 'Meter replaced' if the meter was changed.",
  nextReadingBelow:
    'The reading after this one ({{next}}) would then be below it. Correct that one first.',
  readingCostTooLarge: 'This reading gives a cost too large to bill. Check the reading.',
  readingBilled:
    'This reading is already billed and cannot change. Give the tenant a credit note to correct the water invoice.',
  readingNotLatest: 'This meter already has a reading on {{date}}; a new reading must be later.',

  // Payments: M-PESA receipts, unallocated payments, STK push, the tenant's own page.
  receiptRecorded: 'M-PESA receipt {{reference}} is already recorded',
  receiptRecordedPayment:
    'M-PESA receipt {{reference}} is already recorded: {{amount}} from {{payer}} on {{date}}',
  receiptRecordedUnallocated:
    'M-PESA receipt {{reference}} is already recorded as an unallocated payment: {{amount}} from {{payer}} on {{date}}. Assign it to the tenant instead',
  transIdRecorded: '{{reference}} is already recorded as a payment',
  notKenyanMobile: 'Not a Kenyan mobile number',
  mpesaRefused: 'M-PESA refused the request: {{reason}}',
  stkUnavailable: 'M-PESA payments are not set up on this server yet',
  stkEnterprise: 'Enterprise is billed by arrangement: contact us to pay',
  stkNothingOwed: 'This tenant owes nothing',
  stkNoOwnApp:
    "To request payments from tenants, save your paybill's Daraja app (consumer key, secret and passkey) in Settings → MPESA Integration.",
  stkAmountIsPrice: "The amount is KES {{amount}}, the {{plan}} plan's monthly price",
  mpesaOwnerOnly: 'Only the account owner can change the MPESA settings',
  mpesaSaveFirst: 'Save the MPESA settings first',
  mpesaNoPreviousSecret: 'There is no old callback secret to revoke',
  quarantineOwnerOnly: 'Only the account owner can review held M-PESA payments',
  quarantineNotFound: 'Held payment not found',
  quarantineSubscriptionOurs:
    'A subscription payment held for review is checked by our team: contact us if you paid',
  quarantineAlreadyAccepted: 'This payment was already accepted',
  quarantineAlreadyRejected: 'This payment was already rejected',
  mpesaCredentialsMissing: 'Enter the consumer key and consumer secret of your Daraja app first',
  mpesaBankPaybill:
    'A bank paybill does not tell Rental Manager about payments: import the M-PESA statement instead of connecting M-PESA',
  tenantPageAmountAboveBalance: 'At most your balance, {{balance}}',

  // KRA eTIMS (issue 34): the settings and the test call.
  etimsOwnerOnly: 'Only the account owner can change the KRA eTIMS settings',
  etimsSaveFirst: 'Save the KRA eTIMS settings first',
  etimsDeviceChanged: 'The KRA eTIMS settings changed during the test: test again',
  etimsDeviceUnknown:
    'KRA does not know this device: check the KRA PIN, branch and device serial ({{kracode}})',
  etimsRefused: 'KRA eTIMS refused the request: {{kracode}} {{reason}}',
  etimsTimeout: 'KRA eTIMS did not answer in time. Try again in a few minutes.',
  etimsUnreachable: 'KRA eTIMS could not be reached ({{kracode}}). Try again in a few minutes.',
  etimsTransmissionNotFound: 'KRA eTIMS transmission not found',
  etimsRetryNotFailed: 'Only a document KRA did not take can be sent again',

  // SMS: the settings, the outbox and the provider's callbacks.
  smsOwnerOnly: 'Only the account owner can change the SMS settings',
  smsTestTooMany: 'Too many test messages. Try again in a minute.',
  smsPageCursorInvalid: 'The page cursor is not valid',
  smsResendFailedOnly: 'Only a failed message can be sent again',
  smsNotWaiting: 'This message is no longer waiting to be sent',
  smsHeldUntilPaybill:
    'This message asks the tenant to pay, so it waits until your paybill is set in Settings → MPESA Integration',
  smsProviderNotSet:
    "Set up an SMS provider (Africa's Talking) in Settings → SMS first: until then messages are only stored",
  smsTenantOptedOut: 'The tenant opted out of SMS from your sender, so this message cannot be sent',
  smsInvoicePaid:
    '{{invoice}} is paid in full, so its SMS asking for payment was not sent. Discard it.',
  notDeliveryReport: 'Not a delivery report',

  // An operator suspended the organization (the operator console).
  organizationSuspended:
    'This account is suspended, so nothing can be changed: {{reason}}. You can still read your data; contact us to reactivate it.',
  organizationAlreadySuspended: 'This organization is already suspended',
  organizationNotSuspended: 'This organization is not suspended',
  contactRequestNotFound: 'Contact request not found',
  parkedConfirmationNotFound: 'No parked M-PESA confirmation has this id',

  // Owner-only screens and actions.
  activityOwnerOnly: 'Only the account owner can see the activity log',
  invoiceRunOwnerOnly: 'Only the account owner can run the invoices',

  // Closed months (issue 29): a month whose books no manual entry may change.
  monthClosed:
    'The books for {{month}} are closed: nothing dated in that month can be recorded or changed. The owner can reopen it in Settings → Books.',
  monthNotOver: 'Only a month that has ended can be closed; {{month}} has not ended yet',
  monthAlreadyClosed: 'The books for {{month}} are already closed',
  monthNotClosed: 'The books for {{month}} are not closed',

  // Reversing and moving payments (issue 29): a payment is never deleted.
  paymentReverseInstead:
    'A payment cannot be deleted. Reverse it instead and give the reason: the statement then shows the payment and its reversal.',
  paymentAlreadyReversed: 'This payment was already reversed on {{date}}',
  paymentReverseOwnerOnly:
    'Only the account owner can reverse a payment recorded by M-PESA or by another user',
  paymentNotTenants: "Only a tenant's payment can be reversed or moved",
  paymentMoveSameTenant: 'The payment is already on this tenant: choose another tenant',

  // Landlords (agent accounts).
  landlordsAgentsOnly: 'Landlords are kept by agent accounts',
  landlordInUse:
    '{{name}} has rentals or payments recorded: move the rentals to another landlord first',
} as const;

export type ErrorMessageKey = keyof typeof errorMessages;

import { errorMessages } from './error-messages.js';
import { formatMessage } from './format-message.js';

/*
 * The words of the schemas' rules that the server answers with and the app shows (by key,
 * message-catalogue.ts), kept apart from the schemas (schemas/*.ts re-export them) so that
 * showing a message does not load zod and the schemas: the app's first screen needs only these.
 */

export const chargeMessages = {
  whoRequired: 'Choose a tenant or a whole rental',
  chargetypeRequired: 'Please choose what the charge is for',
  descriptionRequired: 'Please describe the charge',
  amountRequired: 'Please enter the amount',
  amountPositive: 'The amount must be more than 0',
  noTenants: 'This rental has no tenants to bill',
} as const;

/** The words of the late-fee rule and the waiver, shared by the form and the server. */
export const lateFeeMessages = {
  amountRequired: 'Please enter the late fee',
  amountPositive: 'The late fee must be more than 0',
  percentRange: 'Enter a percentage above 0 and at most 100, with up to 2 decimals',
  graceRange: 'Enter 0 to 60 grace days',
  ownerOnly: 'Only the account owner can change the late-fee rule',
  reasonRequired: 'Please say why the late fee is waived',
  onlyLateFees: 'Only a late fee can be waived',
  alreadyWaived: 'This late fee is already waived',
  waiveOwnerOnly: 'Only the account owner can waive a late fee',
} as const;

export const organizationProfileMessages = {
  ownerOnly: 'Only the account owner can change the name and phone on bills',
} as const;

export const reminderMessages = {
  daysInvalid: 'Choose 1 to 5 different days, each from 1 to 90 days after the due date',
  templateRequired: 'Please write the reminder message',
  templateTooLong: 'The reminder is too long: at most 6 SMS parts',
  ownerOnly: 'Only the account owner can change or send reminders',
  outsideHours: 'Reminders go out between 08:00 and 18:00 Nairobi time. Try again then.',
} as const;

/**
 * Texts of the tenancy rules (credit notes, deposits, move-out), as the server says them. The
 * ones with an amount are error-messages.ts texts, which the server answers in Kiswahili too.
 */
export const tenancyMessages = {
  amountRequired: 'Please enter the amount',
  amountPositive: 'The amount must be more than 0',
  reasonRequired: 'Please say why',
  moveoutdateRequired: 'Please enter the move-out date',
  moveoutBeforeMoveIn: 'The move-out date cannot be before the move-in date',
  moveoutFuture: 'The move-out date cannot be after today',
  deductionReasonRequired: 'Please choose what the deduction is for',
  referenceRequired: 'Please enter the refund reference',
  paymentmodeRequired: 'Please choose how the refund was paid',
  alreadyFormer: 'This tenant has already moved out',
  formerTenant: 'This tenant has moved out',
  creditExceedsInvoice: (leftKes: string) =>
    formatMessage(errorMessages.creditExceedsInvoice, { amount: leftKes }),
  creditExceedsBalance: (owedKes: string) =>
    formatMessage(errorMessages.creditExceedsBalance, { amount: owedKes }),
  invoiceNotTenants: "This invoice is not one of this tenant's",
  depositNotSettled: (heldKes: string, settledKes: string) =>
    formatMessage(errorMessages.depositNotSettled, { held: heldKes, settled: settledKes }),
  deductionsExceedOwed: (owedKes: string) =>
    formatMessage(errorMessages.deductionsExceedOwed, { amount: owedKes }),
  deleteHasHistory:
    'This tenant has invoices or payments. End the tenancy instead: their history stays for statements and reports',
  eraseCurrentTenant:
    "A current tenant's personal data cannot be erased. End the tenancy first: erasure is for former tenants",
  tenantErased: "This former tenant's personal data was erased: it cannot be entered again",
} as const;

/**
 * The messages of the tenant's own page and its link (spec texts stay in the catalogues). "At
 * most your balance, KES 1,200" names a value: it is error.tenantPageAmountAboveBalance.
 */
export const tenantPageMessages = {
  amountRequired: 'Amount is required',
  amountPositive: 'Enter an amount above zero',
  nothingOwed: 'Nothing is owed: there is nothing to pay',
  tooManyRequests: 'Too many requests. Try again in a minute.',
  smsBlocked: 'This tenant opted out of SMS from your sender: the link cannot be sent by SMS',
  payPhoneRequired: 'Choose the phone M-PESA prompts',
  phoneNotSaved:
    'M-PESA prompts only a phone your landlord saved for you. Choose one of those, or ask your landlord to add the number.',
  noPaysFromPhone: 'No other paying phone is saved for you. Choose your own phone.',
  phoneTooManyPrompts:
    'This phone has had the most M-PESA prompts allowed in an hour ({{count}}). Try again later, or pay by paybill.',
  channelChoice: 'Choose SMS, or WhatsApp with SMS if it does not arrive',
  whatsappNotOffered: 'Your landlord does not send messages by WhatsApp yet',
} as const;

/** Texts of notices to tenants (issue 32), as the server says them. */
export const noticeMessages = {
  audienceRequired: 'Choose the rentals to send the notice to, or all of them',
  messageRequired: 'Please write the notice',
  messageTooLong: 'The notice is too long: at most 6 SMS parts',
  outsideHours: 'Notices go out between 08:00 and 18:00 Nairobi time: it will be sent then',
} as const;

/** The messages of leases and notices to vacate (issue 32). */
export const leaseMessages = {
  startdateRequired: 'Please enter the date the lease starts',
  enddateRequired: 'Please enter the date the lease ends',
  dateRequired: 'Please enter the date',
  daysRequired: 'Please enter a whole number of days',
  endBeforeStart: 'The lease must end after it starts',
  escalationTypeRequired: 'Please choose a percentage or an amount',
  escalationAmountRequired: 'Please enter how much the rent rises each year',
  percentRange: 'The rise must be more than 0% and at most 100%',
  newrentRequired: 'Please enter the new rent, more than 0',
  renewEndNotLater: 'The new end date must be after the current end and after today',
  renewFromTooEarly: 'The new rent can start only after the rent already billed',
  noLease: "This tenant has no lease yet: set the lease's term first",
  givenbyRequired: 'Please say who gave the notice: the tenant or the landlord',
  moveoutdateRequired: 'Please enter the move-out date',
  moveoutBeforeNotice: 'The move-out date cannot be before the notice is given',
  templateLanguageRequired: 'Choose English or Kiswahili',
  templateRequired: 'Please write the lease',
  templateTooLong: 'The lease can be at most 20,000 characters',
  houseRulesTooLong: 'The house rules can be at most 4,000 characters',
  unknownPlaceholder:
    'The lease cannot fill in {{words}}. Use only the words in braces listed under the lease.',
} as const;

/** The messages of tenants' and rentals' documents (issue 32). */
export const documentMessages = {
  kindRequired: 'Please choose what the document is',
  titleTooLong: 'The title can be at most 120 characters',
  fileRequired: 'Please choose the file: a PDF or a picture',
  fileType: 'A document must be a PDF, or a JPEG, PNG or WebP picture',
  fileTooLarge: 'A document can be at most 5 MB',
} as const;

/** Texts of repairs (work orders, issue 32), as the server says them. */
export const repairMessages = {
  categoryRequired: 'Choose what needs repair',
  descriptionRequired: 'Please describe the problem',
  descriptionTooLong: 'The description is too long: at most 1,000 characters',
  whoRequired: 'Choose the tenant or the rental',
  photosTooMany: 'At most 3 photos',
  photoType: 'A photo must be a JPEG, PNG or WebP picture',
  photoTooLarge: 'A photo can be at most 5 MB',
  doneByClosing: 'A repair is marked done by closing it, with its cost',
  assigneeRequired: 'Choose a team member, or give the vendor’s name and phone',
  assigneeUnknown: 'This person is not on your team',
  scheduledForInvalid: 'Give the date and time as 2026-03-02T10:00',
  scheduledTimeInvalid: 'Give the time as hh:mm on the 24-hour clock, e.g. 14:30',
  scheduledDateRequired: 'Give the date as well as the time',
  paidByRequired: 'Say who pays the cost: the landlord or the tenant',
  alreadyClosed: 'This repair is closed already',
  noTenantToCharge: 'This repair has no tenant to charge: record the cost as paid by the landlord',
  vendorRequired: 'To send the job by SMS, assign the repair to a vendor with a name and phone',
} as const;

/**
 * WhatsApp texts (issue 34): the settings' help and the errors of the settings and the webhook.
 * Kept apart from the zod schemas, as team-messages.ts, so a catalogue does not pull zod in.
 * The Kiswahili is in whatsapp-messages-sw.ts, key for key.
 */
export const whatsappMessages = {
  ownerOnly: 'Only the account owner can change the WhatsApp settings',
  templatesHelp:
    'WhatsApp lets a business start a conversation only with a message template Meta has approved. Create one template per kind of message (invoice, receipt, reminder, notice) in each language in WhatsApp Manager, wait for its approval, then enter its exact name here. Its body takes the same values as the SMS, in the same order.',
  phoneNumberIdFormat: 'The phone number id is the digits WhatsApp Manager shows under API setup',
  templateNameFormat: 'A template name has only lowercase letters, digits and underscores',
  signatureMissing: 'This notification is not signed (X-Hub-Signature-256)',
  signatureWrong: 'The signature of this notification is not right',
  appSecretNotSet: 'Save the app secret in Settings → WhatsApp first',
  verifyTokenWrong: 'The verify token is not right',
  notNotification: 'This is not a WhatsApp notification',
} as const;

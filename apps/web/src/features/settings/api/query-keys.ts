/** Cache keys of the settings this feature reads and writes (M-PESA's: lib/mpesa-settings). */
export const smsSettingsKey = ['sms', 'settings'] as const;
/** The Messages screen lists the test SMS too. */
export const smsMessagesKey = ['sms', 'messages'] as const;

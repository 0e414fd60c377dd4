import { msg } from '@rental/shared/message-catalogue';

/** "This phone number is already registered": sign-up, profile and phone changes say it alike. */
export const phoneTaken = msg('error.phoneTaken');

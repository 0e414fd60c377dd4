import { alertMessages } from '@rental/shared/messages';

/** English texts of the user's own profile screen (namespace `users`). */
export const usersEn = {
  profile: {
    title: 'Profile',
    submit: 'UPDATE',
    updated: alertMessages.profileUpdated,
  },
  status: {
    chip: 'Account status: {{status}}',
    active: 'Active',
    inactive: 'Inactive',
    activate: 'ACTIVATE',
    deactivate: 'DEACTIVATE',
    updated: alertMessages.statusUpdated,
  },
  pin: {
    title: 'Change Pin',
    currentpin: 'Current Pin',
    newpin: 'New Pin',
    submit: 'CHANGE',
    updated: alertMessages.pinUpdated,
  },
};

/**
 * What other modules may use of users (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { checkCurrentPin, wrongCurrentPin } from './current-pin.js';
export { deleteOldResetCodes } from './pin-reset-repository.js';
export { type PinResetDeps, requestPinReset, resetPin } from './pin-reset.js';

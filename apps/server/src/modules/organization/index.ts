/**
 * What other modules may use of organization (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export {
  findMpesaSettings,
  findSettingsBySecret,
  mpesaSettingsVersion,
  paybillSettings,
  paybillSettingsOf,
  type PaybillSettings,
  retirePreviousSecret,
  rotateCallbackSecret,
  saveRegisterResult,
  setCallbackSecretIfMissing,
  settingsSavedCount,
  upsertMpesaSettings,
} from './paybill-settings.js';
export { type Payee, payeeOf, payeesOf } from './payee.js';

/**
 * What other modules may use of auth (docs/architecture.md, module faces): the one file
 * another module imports. Route files are not part of it: app.ts registers them.
 */
export { toCurrentUser } from './current-user.js';
export { codeMatches, newOneTimeCode, oneTimeCodeHash } from './one-time-code.js';
export { countPhoneAttempt, standInForWrongTry } from './phone-attempts.js';
export { deleteExpiredPhoneCodes } from './phone-code-repository.js';
export { checkPhoneCode, sendPhoneCode } from './phone-codes.js';
export { phoneTaken } from './phone-taken.js';
export { clearGuard, deleteStaleGuards } from './pin-guard-repository.js';
export { checkPinGuarded, lockMinutes, lockedError } from './pin-guard.js';
export { hashPin } from './pin-hash.js';
export { type AuthDeps, sessionResponse } from './service.js';
export {
  deleteExpiredSessions,
  deleteUserSessions,
  findMemberRentalIds,
} from './session-repository.js';
export { hashSessionToken } from './session-token.js';
export {
  type SessionContext,
  endOtherSessions,
  forgetCachedOrganization,
  forgetCachedUser,
  recentSession,
  resolveSession,
  startSession,
} from './sessions.js';
export { deleteOldSignupRequests } from './signup-repository.js';
export {
  type UserRow,
  findActiveMembers,
  findUserCredentials,
  findUserCredentialsByPhone,
  findUserInOrganization,
  listUsersInOrganization,
  markPhoneVerified,
  phoneIsTaken,
  updateUser,
} from './user-repository.js';

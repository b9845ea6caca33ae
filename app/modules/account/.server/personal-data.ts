/**
 * What the privacy module reads and erases of an account (its export and the closure, decision
 * 050): the account's rows stay the account's, reached only through these functions.
 */
export {
  findUserById as findUser,
  findUsersByIds as findUsers,
  listActiveAdmins,
  type UserRow as PrivacyUserRow,
} from "./account.repository";
export { anonymiseUser, findSessionsOf, lockUser, revokeAllSessions } from "./personal-data.repository";

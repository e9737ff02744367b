/**
 * Moving the sign-in number to another phone: a one-time code sent to the new number proves it is
 * held (the code step uses the login's rules and texts, LOGIN_MESSAGES). These are the texts of
 * its own that no login screen shows.
 */
export const PHONE_CHANGE_MESSAGES = {
  /** PUT /api/profile with another phone: the number only changes through the code. */
  verifyFirst: 'The new mobile number must be verified with an OTP first',
  /** A code asked for the number the account already signs in with. */
  sameNumber: 'This is already your mobile number',
  /** After the switch. */
  changed: 'Mobile number updated',
} as const;

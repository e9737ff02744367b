// How long a shopper must wait before another one-time code, in words. The API's 429 messages and
// the web's live countdown of them are built here, so both say '1 second', '20 seconds', '2 minutes'.

/** '1 second', 'N seconds' up to 90 seconds, then whole minutes ('1 minute', 'N minutes'); at least 1 second. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole <= 90) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The resend wait after a code was sent (POST send-otp, 429). */
export function resendWaitMessage(seconds: number): string {
  return `Please wait ${waitText(seconds)} before requesting a new OTP.`;
}

/** Too many codes for one number in an hour. */
export function phoneSendsLimitMessage(seconds: number): string {
  return `Too many OTP requests for this number. Please try again in ${waitText(seconds)}.`;
}

/** Too many codes from one address in an hour. */
export function addressSendsLimitMessage(seconds: number): string {
  return `Too many OTP requests. Please try again in ${waitText(seconds)}.`;
}

const WAIT_TEXT = /\b\d+ (?:seconds?|minutes?)\b/;

/**
 * One of the messages above with its wait brought up to date ('Please wait 20 seconds …' →
 * 'Please wait 1 second …'), so a screen can count the server's words down; other text is returned as it is.
 */
export function withWaitLeft(message: string, seconds: number): string {
  return message.replace(WAIT_TEXT, waitText(seconds));
}

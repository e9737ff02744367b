/** The auth module's public face: what other modules may use. */
export { otpContextOf, sendOtp, spendOtp, type OtpContext, type OtpSent } from './otp.service.ts';
export { loadAuthSecret } from './secret.ts';
export { endOtherSessions } from './session.service.ts';
export { type SmsProvider } from './sms/sms-provider.ts';
export { findUser, toUserDto, type UserRow } from './users.ts';

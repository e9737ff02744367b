/** The auth feature's public face: what other features may use. */
export { useAuth, useCurrentSession, useSessionUser } from './auth-context';
export { CodeStep } from './code-step';
export { PhoneStep } from './phone-step';
export { loginRedirectState } from './return-path';
export { type OtpSent } from './types';
export { useOtpFlow } from './use-otp-flow';

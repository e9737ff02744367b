import { sendOtp, verifyOtp } from './auth-api';
import type { SignedIn } from './types';
import { useOtpFlow } from './use-otp-flow';

/** The login screen's state machine: the one-time-code flow with the login's calls. */
export function usePhoneLogin(onSignedIn: (session: SignedIn) => void) {
  return useOtpFlow({ send: sendOtp, verify: verifyOtp, onVerified: onSignedIn });
}

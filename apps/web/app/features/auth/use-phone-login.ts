import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client';
import { sendOtp, verifyOtp } from './auth-api';
import { useHumanCheck } from './human-check';
import { checkCode, checkPhone, codeInput, phoneInput, sendFailure, verifyFailure } from './login-rules';
import type { SignedIn } from './types';
import { useCountdown } from './use-countdown';

export type LoginStep = 'phone' | 'code';

/**
 * The login screen's state machine (account §4 Login): the phone step, then the code step once a
 * code was sent; Change Number goes back and clears the inputs and the human check.
 */
export function usePhoneLogin(onSignedIn: (session: SignedIn) => void) {
  const humanCheck = useHumanCheck();
  const [step, setStep] = useState<LoginStep>('phone');
  const [phone, setPhoneText] = useState('');
  const [code, setCodeText] = useState('');
  /** '+91XXXXXXXXXX' the live code was sent to; null before the first send. */
  const [requestedFor, setRequestedFor] = useState<string | null>(null);
  const [expiresInSeconds, setExpiresInSeconds] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'send' | 'resend' | 'verify' | null>(null);
  const [resendIn, startResendWait, stopResendWait] = useCountdown();

  const setPhone = useCallback((text: string) => {
    setPhoneText(phoneInput(text));
    setError(null);
  }, []);
  const setCode = useCallback((text: string) => {
    setCodeText(codeInput(text));
    setError(null);
  }, []);

  /** Sends a code; answers true when it went out. */
  const send = async (to: string, kind: 'send' | 'resend'): Promise<boolean> => {
    setPending(kind);
    setError(null);
    try {
      const sent = await sendOtp(to, await humanCheck.getToken());
      setRequestedFor(to);
      setExpiresInSeconds(sent.expiresInSeconds);
      setCodeText('');
      startResendWait(sent.resendAfterSeconds);
      return true;
    } catch (failure) {
      humanCheck.reset();
      setError(sendFailure(failure));
      // A 429 says when the next send can go: the resend link waits that long.
      if (failure instanceof ApiError && failure.status === 429 && failure.retryAfterSeconds) startResendWait(failure.retryAfterSeconds);
      return false;
    } finally {
      setPending(null);
    }
  };

  const requestCode = async () => {
    const checked = checkPhone(phone);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    if (await send(checked.phone, 'send')) setStep('code');
  };

  const resendCode = async () => {
    if (!requestedFor || resendIn > 0 || pending) return;
    if (await send(requestedFor, 'resend')) toast.success('A new OTP has been sent');
  };

  const verifyCode = async () => {
    const problem = checkCode(code, requestedFor);
    if (problem || !requestedFor) {
      setError(problem);
      return;
    }
    setPending('verify');
    setError(null);
    try {
      const session = await verifyOtp(requestedFor, code);
      onSignedIn(session);
    } catch (failure) {
      setError(verifyFailure(failure));
      setPending(null);
    }
    // On success `pending` stays 'verify' while the screen navigates away.
  };

  const changeNumber = () => {
    setStep('phone');
    setPhoneText('');
    setCodeText('');
    setRequestedFor(null);
    setExpiresInSeconds(null);
    setError(null);
    stopResendWait();
    humanCheck.reset();
  };

  return {
    step, phone, code, requestedFor, expiresInSeconds, error, pending, resendIn, humanCheckWidget: humanCheck.widget,
    setPhone, setCode, requestCode, resendCode, verifyCode, changeNumber,
  };
}

import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_MESSAGES, phoneLoginSchema, withWaitLeft, type PhoneLogin, type PhoneLoginInput } from '@dhatu/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SUBMIT_CHECKS } from '../../components/ui/form';
import { notify } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useHumanCheck } from './human-check';
import { codeStepSchema, sendFailure, verifyFailure, type CodeStepValues } from './login-rules';
import type { OtpSent } from './types';
import { useCountdown } from './use-countdown';

export type OtpStep = 'phone' | 'code';

export interface OtpFlowCalls<T> {
  /** Sends a code to '+91XXXXXXXXXX' (the login's, or the profile's phone change). */
  send: (phone: string, captchaToken: string | undefined) => Promise<OtpSent>;
  /** Checks the code for that phone. */
  verify: (phone: string, code: string) => Promise<T>;
  onVerified: (result: T) => void;
  /**
   * A refused code that is about the number rather than the code (the phone change's 'already
   * registered'): its text, shown back on the number step. Anything else stays on the code step
   * with the login's words.
   */
  numberProblem?: (failure: unknown) => string | null;
}

/**
 * A one-time-code flow (account §4 Login): the number step, then the code step once a code was
 * sent, with the resend countdown; Change Number goes back and clears the inputs and the human
 * check. The login screen and the profile's phone change both run on it.
 *
 * Each step is a react-hook-form form on the domain's schema (phoneLoginSchema, otpCodeSchema),
 * checked when it is submitted; a refusal from the server is set as that field's error, so the box
 * shows one message from either source, and editing the box clears it.
 */
export function useOtpFlow<T>({ send: sendCode, verify, onVerified, numberProblem }: OtpFlowCalls<T>) {
  const humanCheck = useHumanCheck();
  const [step, setStep] = useState<OtpStep>('phone');
  const phoneForm = useForm<PhoneLoginInput, unknown, PhoneLogin>({ ...SUBMIT_CHECKS, resolver: zodResolver(phoneLoginSchema), defaultValues: { phone: '' } });
  const codeForm = useForm<CodeStepValues>({ ...SUBMIT_CHECKS, resolver: zodResolver(codeStepSchema), defaultValues: { code: '' } });
  /** '+91XXXXXXXXXX' the live code was sent to; null before the first send. */
  const [requestedFor, setRequestedFor] = useState<string | null>(null);
  const [expiresInSeconds, setExpiresInSeconds] = useState<number | null>(null);
  const [pending, setPending] = useState<'send' | 'resend' | 'verify' | null>(null);
  const [resendIn, startResendWait, stopResendWait] = useCountdown();
  /** A refused send that named a wait ('Please wait 20 seconds …'): counted down live on its box. */
  const [waitRefusal, setWaitRefusal] = useState<{ field: 'phone' | 'code'; message: string } | null>(null);

  useEffect(() => {
    if (!waitRefusal) return;
    const set = (message: string) =>
      waitRefusal.field === 'phone' ? phoneForm.setError('phone', { message }) : codeForm.setError('code', { message });
    if (resendIn > 0) {
      set(withWaitLeft(waitRefusal.message, resendIn));
    } else {
      // The wait is over: the message would be untrue, and the button works again.
      if (waitRefusal.field === 'phone') phoneForm.clearErrors('phone');
      else codeForm.clearErrors('code');
      setWaitRefusal(null);
    }
  }, [resendIn, waitRefusal, phoneForm, codeForm]);

  /** Sends a code; answers true when it went out. A failure shows on the box of the step it came from. */
  const send = async (to: string, kind: 'send' | 'resend'): Promise<boolean> => {
    setPending(kind);
    setWaitRefusal(null);
    phoneForm.clearErrors();
    codeForm.clearErrors();
    try {
      const sent = await sendCode(to, await humanCheck.getToken());
      setRequestedFor(to);
      setExpiresInSeconds(sent.expiresInSeconds);
      codeForm.reset({ code: '' });
      startResendWait(sent.resendAfterSeconds);
      return true;
    } catch (failure) {
      humanCheck.reset();
      const message = sendFailure(failure);
      const field = kind === 'send' ? 'phone' : 'code';
      if (field === 'phone') phoneForm.setError('phone', { message });
      else codeForm.setError('code', { message });
      // A 429 says when the next send can go: the resend link waits that long, and its message counts down.
      if (failure instanceof ApiError && failure.status === 429 && failure.retryAfterSeconds) {
        startResendWait(failure.retryAfterSeconds);
        setWaitRefusal({ field, message });
      }
      return false;
    } finally {
      setPending(null);
    }
  };

  /** GET OTP: the number checked by phoneLoginSchema comes out as '+91XXXXXXXXXX'. */
  const requestCode = phoneForm.handleSubmit(async ({ phone }) => {
    if (await send(phone, 'send')) setStep('code');
  });

  const resendCode = async () => {
    if (!requestedFor || resendIn > 0 || pending) return;
    if (await send(requestedFor, 'resend')) notify.success('A new OTP has been sent');
  };

  const backToNumber = () => {
    setStep('phone');
    codeForm.reset({ code: '' });
    setRequestedFor(null);
    setExpiresInSeconds(null);
    phoneForm.clearErrors();
    stopResendWait();
    humanCheck.reset();
  };

  const verifyCode = codeForm.handleSubmit(async ({ code }) => {
    if (!requestedFor) {
      codeForm.setError('code', { message: LOGIN_MESSAGES.otpNotRequested });
      return;
    }
    setPending('verify');
    try {
      const result = await verify(requestedFor, code);
      onVerified(result);
    } catch (failure) {
      setPending(null);
      const aboutNumber = numberProblem?.(failure) ?? null;
      if (aboutNumber) {
        // The code is spent; the number is what has to change.
        backToNumber();
        phoneForm.setError('phone', { message: aboutNumber });
        return;
      }
      codeForm.setError('code', { message: verifyFailure(failure) });
    }
    // On success `pending` stays 'verify' while the screen moves on.
  });

  const changeNumber = () => {
    backToNumber();
    phoneForm.reset({ phone: '' });
  };

  return {
    step, phoneForm, codeForm, requestedFor, expiresInSeconds, pending, resendIn, humanCheckWidget: humanCheck.widget,
    requestCode, resendCode, verifyCode, changeNumber,
  };
}

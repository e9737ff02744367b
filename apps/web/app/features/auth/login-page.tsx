import { formatIndianPhone } from '@dhatu/domain';
import { MessageSquareText, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from './auth-context';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { PrivacyDialog } from './privacy-dialog';
import { returnPath } from './return-path';
import { usePhoneLogin } from './use-phone-login';

/**
 * /login and /signup (account §2 Login screen): phone entry with 'GET OTP', then the code with
 * 'Verify OTP' and 'Change Number'. After success the customer goes back to the remembered page
 * (or '/'), replacing the login screen in history. A signed-in visitor is sent to '/'.
 */
export function LoginPage() {
  const { loading, isAuthenticated, login } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const signedInHere = useRef(false);
  const [changedNumber, setChangedNumber] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const flow = usePhoneLogin((session) => {
    signedInHere.current = true;
    login(session.user, session.token, session.refreshToken);
    void navigate(returnPath(location.state), { replace: true });
  });

  if (!loading && isAuthenticated && !signedInHere.current) return <Navigate to="/" replace />;

  const onCodeStep = flow.step === 'code' && flow.requestedFor;
  return (
    <section className="bg-motif px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md overflow-hidden rounded-3xl border border-sand bg-white shadow-[0_24px_48px_-24px_rgb(42_36_33/0.35)]">
        <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-rose via-brass-light to-brass" />
        <div className="px-5 pt-8 pb-6 sm:px-8 sm:pt-10">
          <div className="flex flex-col items-center text-center">
            <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
              {onCodeStep ? <MessageSquareText size={26} strokeWidth={1.6} /> : <Smartphone size={26} strokeWidth={1.6} />}
            </span>
            <h1 className="mt-4 text-[1.75rem] leading-tight text-charcoal">{onCodeStep ? 'Verify your number' : 'Welcome to Dhatu'}</h1>
            <p className="mt-2 text-[0.9375rem] text-ink-muted">
              {onCodeStep ? (
                <>
                  Enter the 6-digit OTP sent to{' '}
                  <span className="font-semibold whitespace-nowrap text-charcoal">{formatIndianPhone(flow.requestedFor ?? '')}</span>
                </>
              ) : (
                'Login or sign up with your mobile number'
              )}
            </p>
          </div>

          <div className="mt-7">
            {onCodeStep ? (
              <CodeStep
                form={flow.codeForm}
                pending={flow.pending}
                resendIn={flow.resendIn}
                expiresInSeconds={flow.expiresInSeconds}
                onVerify={flow.verifyCode}
                onResend={flow.resendCode}
                onChangeNumber={() => {
                  flow.changeNumber();
                  setChangedNumber(true);
                }}
              />
            ) : (
              <PhoneStep
                form={flow.phoneForm}
                pending={flow.pending === 'send'}
                disabled={!hydrated}
                focusOnMount={changedNumber}
                humanCheckWidget={flow.humanCheckWidget}
                onSubmit={flow.requestCode}
              />
            )}
          </div>
        </div>
        <p className="border-t border-sand bg-ivory px-5 py-4 text-center text-sm text-ink-muted sm:px-8">
          By continuing, you agree to our <PrivacyDialog />.
        </p>
      </div>
      <p className="mx-auto mt-6 max-w-md text-center text-xs leading-relaxed text-ink-muted">
        New to Dhatu? Your account is created when you verify your number.
      </p>
    </section>
  );
}

import { formatIndianPhone, PHONE_CHANGE_MESSAGES } from '@dhatu/domain';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/ui/toast';
import { Dialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../auth';
import { CodeStep } from '../auth';
import { PhoneStep } from '../auth';
import { useOtpFlow } from '../auth';
import { sendPhoneChangeCode, verifyPhoneChange } from './profile-api';
import { phoneFieldError } from './profile-form';
import { profileQueries } from './profile-queries';

interface ChangePhoneDialogProps {
  userId: string;
  /** The sign-in number now, '+91…'. */
  currentPhone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Change mobile number': the new number, 'GET OTP', then the 6-digit code sent to it with the
 * login's countdown, resend, Change Number and error texts. The sign-in number changes only when
 * the code is verified; the other devices signed in to the account are then signed out.
 */
export function ChangePhoneDialog({ userId, currentPhone, open, onOpenChange }: ChangePhoneDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change mobile number"
      width="md"
      description={
        <>
          You sign in with <span className="font-semibold whitespace-nowrap text-charcoal">{formatIndianPhone(currentPhone)}</span>. The new
          number takes its place once you enter the OTP we send to it.
        </>
      }
    >
      <ChangePhoneSteps userId={userId} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ChangePhoneSteps({ userId, onDone }: { userId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const flow = useOtpFlow({
    send: sendPhoneChangeCode,
    verify: verifyPhoneChange,
    onVerified: (profile) => {
      queryClient.setQueryData(profileQueries.contact(userId).queryKey, profile);
      notify.success(PHONE_CHANGE_MESSAGES.changed);
      onDone();
      void refreshUser(); // the signed-in user the header and checkout read
    },
    numberProblem: (failure) => phoneFieldError(errorMessage(failure, '')),
  });

  return (
    <div className="pt-1 pb-2">
      {flow.step === 'code' && flow.requestedFor ? (
        <>
          <p className="mb-4 text-[0.9375rem] text-ink-muted">
            Enter the 6-digit OTP sent to{' '}
            <span className="font-semibold whitespace-nowrap text-charcoal">{formatIndianPhone(flow.requestedFor)}</span>
          </p>
          <CodeStep
            form={flow.codeForm}
            pending={flow.pending}
            resendIn={flow.resendIn}
            expiresInSeconds={flow.expiresInSeconds}
            onVerify={flow.verifyCode}
            onResend={flow.resendCode}
            onChangeNumber={flow.changeNumber}
          />
          <p className="mt-4 text-xs text-ink-muted">Other devices signed in to your account will be signed out.</p>
        </>
      ) : (
        <PhoneStep
          label="New mobile number"
          formLabel="Get an OTP for the new number"
          form={flow.phoneForm}
          pending={flow.pending === 'send'}
          disabled={false}
          focusOnMount
          humanCheckWidget={flow.humanCheckWidget}
          onSubmit={flow.requestCode}
        />
      )}
    </div>
  );
}

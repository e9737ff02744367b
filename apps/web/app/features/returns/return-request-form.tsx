import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { FORM_CHECKS, focusFirstInvalid } from '../../components/ui/form';
import { errorMessage } from '../../lib/api-client';
import { emptyReturnForm, needsRefundTo, returnFormData, returnFormResolver, type ReturnFormValues, type ReturnSubmission } from './return-form';
import { ReturnLinesField } from './return-lines-field';
import { ReturnPhotosField } from './return-photos-field';
import { ReasonField, ResolutionField } from './return-reason-fields';
import { RefundToFields } from './refund-to-fields';
import { RepackingVideoField } from './repacking-video-field';
import { sendReturnRequest } from './returns-api';
import type { ReturnableOrder } from './returnable-order';
import type { ReturnList, ReturnRequest } from './types';

interface ReturnRequestFormProps {
  order: ReturnableOrder;
  returnable: ReturnList['returnable'];
  onSent: (request: ReturnRequest) => void;
  onCancel: () => void;
}

export const SEND_FAILED = 'Failed to send your request. Please try again.';

/**
 * The request form (issue 23): the pieces and units, the reason, refund or exchange, where a cash
 * on delivery refund goes, photos and the repacking video. The domain's schema checks it with the
 * server's messages; a refusal from the server shows above the buttons and keeps what was typed.
 */
export function ReturnRequestForm({ order, returnable, onSent, onCancel }: ReturnRequestFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => returnFormResolver(order.paymentMethod), [order.paymentMethod]);
  const form = useForm<ReturnFormValues, unknown, ReturnSubmission>({ resolver, defaultValues: emptyReturnForm(returnable), ...FORM_CHECKS });
  const { handleSubmit, watch, formState } = form;
  const send = useMutation({ mutationFn: (submission: ReturnSubmission) => sendReturnRequest(order._id, returnFormData(submission)) });
  const askRefundTo = needsRefundTo(order.paymentMethod, watch('resolution'));

  // Opened from the button: the focus goes to the form's heading, so a screen reader starts there.
  useEffect(() => headingRef.current?.focus(), []);
  // The server's refusal is about what was sent: it goes once the customer changes anything.
  useEffect(() => {
    const subscription = watch(() => setFormError(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit(
    async (submission) => {
      setFormError(null);
      try {
        onSent(await send.mutateAsync(submission));
      } catch (error) {
        setFormError(errorMessage(error, SEND_FAILED));
      }
    },
    () => focusFirstInvalid(formRef.current),
  );

  const sending = formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="max-w-3xl space-y-6 rounded-xl bg-ivory p-4 ring-1 ring-sand sm:p-5">
        <div>
          <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-xl text-charcoal focus:outline-none">
            Return or exchange
          </h3>
          <p className="mt-1 text-sm text-ink-muted">Choose what comes back and why. Fields are required unless marked optional.</p>
        </div>
        <ReturnLinesField items={order.items} returnable={returnable} />
        <ReasonField />
        <ResolutionField paymentMethod={order.paymentMethod} />
        {askRefundTo && <RefundToFields />}
        <ReturnPhotosField />
        <RepackingVideoField />

        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" busy={sending}>
            {sending ? 'Sending…' : 'Send request'}
          </Button>
        </div>
        {sending && (
          <p role="status" className="text-sm text-ink-muted">
            Uploading your video can take a minute on a slow connection.
          </p>
        )}
      </form>
    </FormProvider>
  );
}

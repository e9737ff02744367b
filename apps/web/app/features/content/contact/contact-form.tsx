import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES, CONTACT_NAME_MAX_LENGTH, contactSchema, type ContactField } from '@dhatu/domain';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button';
import { Field, FormAlert, INPUT, inputBorder } from '../../../components/ui/field';
import { sendContactMessage } from './contact-api';
import { contactFailure } from './contact-errors';

const EMPTY = { name: '', email: '', message: '' };

const CARD = 'rounded-3xl border border-sand bg-white p-5 shadow-[0_24px_50px_-40px_rgb(42_36_33/0.6)] sm:p-8';

/**
 * The contact form (account §2, §5): the shared contactSchema's messages on the client, the
 * server's errors put under the field their words name, a field's error cleared as soon as it is
 * edited, and the success screen with 'Send Another Message'.
 */
export function ContactForm() {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLElement>(null);
  const restarted = useRef(false);

  const { register, handleSubmit, setError, clearErrors, reset, setFocus, formState } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
    // Errors appear on submit and clear when their field is edited; they are not re-checked on every key.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;
  const send = useMutation({ mutationFn: sendContactMessage });

  useEffect(() => setHydrated(true), []);
  // The card swaps between form and success: bring its top into view (below the sticky header) and
  // move focus to what replaced the control the shopper just used.
  useEffect(() => {
    if (!thanks && !restarted.current) return;
    if (card.current && card.current.getBoundingClientRect().top < 80) card.current.scrollIntoView({ block: 'start' });
    if (thanks) successHeading.current?.focus({ preventScroll: true });
    else setFocus('name');
  }, [thanks, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await send.mutateAsync(values);
      setThanks(answer.message || 'Thank you for contacting us.');
    } catch (error) {
      const failure = contactFailure(error);
      const fields = Object.entries(failure.fields) as [ContactField, string][];
      fields.forEach(([field, message], index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      setFormError(failure.form);
    }
  });

  const edited = (field: ContactField) => ({ onChange: () => clearErrors(field) });

  if (thanks) {
    return (
      <section ref={card} aria-labelledby={`${id}-sent`} className={`${CARD} scroll-mt-28 py-12 text-center sm:py-16`}>
        <div role="status" className="flex flex-col items-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
            <CheckCircle2 size={34} strokeWidth={1.75} aria-hidden="true" />
          </span>
          <h2 id={`${id}-sent`} ref={successHeading} tabIndex={-1} className="mt-5 text-2xl text-charcoal focus:outline-none sm:text-3xl">
            {CONTACT_MESSAGES.sent}
          </h2>
          <p className="mt-3 max-w-sm text-[0.9375rem] leading-relaxed text-ink-muted">{thanks}</p>
        </div>
        <button
          type="button"
          onClick={() => {
            restarted.current = true;
            reset(EMPTY);
            send.reset();
            setThanks(null);
          }}
          className={buttonClass('secondary', 'md', 'mt-8')}
        >
          Send Another Message
        </button>
      </section>
    );
  }

  return (
    <section ref={card} aria-labelledby={`${id}-title`} className={`${CARD} scroll-mt-28`}>
      <h2 id={`${id}-title`} className="text-2xl text-charcoal">
        Send us a message
      </h2>
      <p className="mt-1 mb-6 text-sm text-ink-muted">All fields are required.</p>
      {/* method="post" keeps the words out of the address bar should the form ever submit before the page is interactive. */}
      <form method="post" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-5">
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(aria) => (
            <input
              id={`${id}-name`}
              type="text"
              autoComplete="name"
              maxLength={CONTACT_NAME_MAX_LENGTH}
              placeholder="Your full name"
              {...aria}
              className={`${INPUT} ${inputBorder(errors.name)}`}
              {...register('name', edited('name'))}
            />
          )}
        </Field>

        <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
          {(aria) => (
            <input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...aria}
              className={`${INPUT} ${inputBorder(errors.email)}`}
              {...register('email', edited('email'))}
            />
          )}
        </Field>

        <Field
          id={`${id}-message`}
          label="Message"
          error={errors.message?.message}
          hint="An order number, the piece you are asking about, or your idea for a custom piece helps us reply faster."
        >
          {(aria) => (
            <textarea
              id={`${id}-message`}
              rows={6}
              maxLength={CONTACT_MESSAGE_MAX_LENGTH}
              placeholder="How can we help?"
              {...aria}
              className={`${INPUT} h-auto min-h-36 resize-y py-3 leading-relaxed ${inputBorder(errors.message)}`}
              {...register('message', edited('message'))}
            />
          )}
        </Field>

        {formError && <FormAlert>{formError}</FormAlert>}

        <button
          type="submit"
          disabled={!hydrated || isSubmitting}
          aria-busy={isSubmitting || undefined}
          className={buttonClass('primary', 'lg', 'w-full tracking-wide sm:w-auto')}
        >
          <Send size={16} aria-hidden="true" />
          {isSubmitting ? 'Sending…' : 'Send Message'}
        </button>
      </form>
    </section>
  );
}

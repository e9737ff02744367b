import { zodResolver } from '@hookform/resolvers/zod';
import { formatIndianPhone, PHONE_COUNTRY_CODE, profileSchema, type Profile, type ProfileInput } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { Check, Pencil, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Loader } from '../../components/ui/loader';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../auth/auth-context';
import { BUTTON_MD, BUTTON_SM, Field, INPUT, inputBorder, LoadFailed, PRIMARY_BUTTON, SECONDARY_BUTTON } from './form-field';
import { phoneFieldError, profilePhoneInput, toProfileForm } from './profile-form';
import { profileQueries } from './profile-queries';
import type { ProfileData } from './types';
import { useSaveProfile } from './use-profile-mutations';

/** 'Contact Details' (account §2, §4): view mode with Edit; edit mode with Save and Cancel. */
export function ContactDetails({ userId }: { userId: string }) {
  const profile = useQuery(profileQueries.contact(userId));
  const [editing, setEditing] = useState(false);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2.5 text-xl text-charcoal">
          <UserRound size={20} strokeWidth={1.75} aria-hidden="true" className="text-rose-deep" />
          Contact Details
        </h2>
        {profile.data && !editing && (
          <button type="button" onClick={() => setEditing(true)} className={`${SECONDARY_BUTTON} ${BUTTON_SM}`}>
            <Pencil size={15} aria-hidden="true" />
            Edit
          </button>
        )}
      </div>

      <div className="mt-5">
        {profile.isPending ? (
          <div className="flex justify-center py-8">
            <Loader label="Loading contact details" />
          </div>
        ) : profile.isError ? (
          <LoadFailed message="Failed to load profile" onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        ) : editing ? (
          <ContactForm userId={userId} profile={profile.data} onDone={() => setEditing(false)} />
        ) : (
          <ContactView profile={profile.data} />
        )}
      </div>
    </section>
  );
}

function ContactView({ profile }: { profile: ProfileData }) {
  const rows: [string, string | null][] = [
    ['Full Name', profile.name || null],
    ['Mobile Number', profile.phone ? formatIndianPhone(profile.phone) : null],
    ['Email', profile.email || null],
  ];
  return (
    <>
      <dl className="divide-y divide-sand/70">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-0.5 py-3 first:pt-0 last:pb-0 sm:grid-cols-[9rem_1fr] sm:gap-4">
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className={`break-words ${value ? 'font-medium text-charcoal' : 'text-ink-muted italic'}`}>{value ?? 'Not added yet'}</dd>
          </div>
        ))}
      </dl>
      {!profile.name && (
        <p className="mt-4 rounded-xl bg-rose-soft/60 px-4 py-3 text-sm text-rose-deep">Add your name so we know whom to deliver to.</p>
      )}
    </>
  );
}

function ContactForm({ userId, profile, onDone }: { userId: string; profile: ProfileData; onDone: () => void }) {
  const id = useId();
  const { refreshUser } = useAuth();
  const save = useSaveProfile(userId);
  const nameInput = useRef<HTMLInputElement | null>(null);
  const { register, control, handleSubmit, setError, clearErrors, reset, formState } = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues: toProfileForm(profile),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    nameInput.current?.focus();
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success('Profile updated');
      onDone();
      await refreshUser();
    } catch (error) {
      const onPhone = phoneFieldError(errorMessage(error, ''));
      if (onPhone) {
        setError('phone', { type: 'server', message: onPhone }, { shouldFocus: true });
        return;
      }
      console.error('Failed to update profile', error);
      toast.error('Failed to update profile');
    }
  });

  const cancel = () => {
    reset(toProfileForm(profile)); // Cancel restores the saved values
    onDone();
  };

  const nameField = register('name', { onChange: () => clearErrors('name') });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit contact details" className="space-y-5">
      <Field id={`${id}-name`} label="Full Name" error={errors.name?.message}>
        {(describedBy) => (
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            maxLength={100}
            placeholder="Your full name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy}
            className={`${INPUT} ${inputBorder(errors.name)}`}
            {...nameField}
            ref={(element) => {
              nameField.ref(element);
              nameInput.current = element;
            }}
          />
        )}
      </Field>

      <Field id={`${id}-phone`} label="Mobile Number" error={errors.phone?.message} hint="This is also the number you sign in with.">
        {(describedBy) => (
          <div
            className={`flex h-12 items-stretch overflow-hidden rounded-xl border bg-white shadow-sm transition-colors focus-within:border-rose-deep focus-within:ring-2 focus-within:ring-rose/25 ${inputBorder(errors.phone)}`}
          >
            <span aria-hidden="true" className="flex items-center border-r border-sand bg-ivory px-3.5 font-semibold text-charcoal">
              {PHONE_COUNTRY_CODE}
            </span>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <input
                  id={`${id}-phone`}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="10-digit mobile number"
                  aria-invalid={errors.phone ? true : undefined}
                  aria-describedby={describedBy}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(profilePhoneInput(event.target.value));
                    clearErrors('phone');
                  }}
                  className="min-w-0 flex-1 bg-transparent px-3.5 text-base text-charcoal placeholder:text-ink-muted/70 focus-visible:outline-none"
                />
              )}
            />
          </div>
        )}
      </Field>

      <Field id={`${id}-email`} label="Email" error={errors.email?.message} optional>
        {(describedBy) => (
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy}
            className={`${INPUT} ${inputBorder(errors.email)}`}
            {...register('email', { onChange: () => clearErrors('email') })}
          />
        )}
      </Field>

      <div className="grid grid-cols-2 gap-3 pt-1 sm:flex sm:justify-end">
        <button type="button" onClick={cancel} disabled={isSubmitting} className={`${SECONDARY_BUTTON} ${BUTTON_MD}`}>
          Cancel
        </button>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={`${PRIMARY_BUTTON} ${BUTTON_MD}`}>
          <Check size={16} aria-hidden="true" />
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

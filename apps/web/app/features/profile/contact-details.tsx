import { zodResolver } from '@hookform/resolvers/zod';
import { formatIndianPhone, PHONE_COUNTRY_CODE, profileSchema, type Profile, type ProfileInput } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { Check, Pencil, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../components/ui/toast';
import { Loader } from '../../components/ui/loader';
import { useAuth } from '../auth';
import { ChangePhoneDialog } from './change-phone-dialog';
import { Field, INPUT, inputBorder, LoadFailed } from '../../components/ui/field';
import { FORM_CHECKS, focusFirstInvalid } from '../../components/ui/form';
import { phoneBoxValue, toProfileForm } from './profile-form';
import { profileQueries } from './profile-queries';
import type { ProfileData } from './types';
import { useSaveProfile } from './use-profile-mutations';
import { buttonClass, TEXT_BUTTON } from '../../components/ui/button';

/** 'Contact Details' (account §2, §4): view mode with Edit; edit mode with Save and Cancel. */
export function ContactDetails({ userId }: { userId: string }) {
  const profile = useQuery(profileQueries.contact(userId));
  const [editing, setEditing] = useState(false);
  const [changingPhone, setChangingPhone] = useState(false);
  const headingId = useId();
  const changePhone = () => setChangingPhone(true);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2.5 text-xl text-charcoal">
          <UserRound size={20} strokeWidth={1.75} aria-hidden="true" className="text-rose-deep" />
          Contact Details
        </h2>
        {profile.data && !editing && (
          <button type="button" onClick={() => setEditing(true)} className={buttonClass('secondary', 'sm')}>
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
          <ContactForm userId={userId} profile={profile.data} onChangePhone={changePhone} onDone={() => setEditing(false)} />
        ) : (
          <ContactView profile={profile.data} onChangePhone={changePhone} />
        )}
      </div>
      {profile.data && (
        <ChangePhoneDialog userId={userId} currentPhone={profile.data.phone} open={changingPhone} onOpenChange={setChangingPhone} />
      )}
    </section>
  );
}

/** 'Change' beside the mobile number: opens the Change mobile number dialog. */
function ChangePhoneButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} aria-label="Change mobile number" className={`${TEXT_BUTTON} shrink-0`}>
      Change
    </button>
  );
}

function ContactView({ profile, onChangePhone }: { profile: ProfileData; onChangePhone: () => void }) {
  const rows: [string, string | null, ReactNode?][] = [
    ['Full Name', profile.name || null],
    ['Mobile Number', profile.phone ? formatIndianPhone(profile.phone) : null, <ChangePhoneButton key="change" onClick={onChangePhone} />],
    ['Email', profile.email || null],
  ];
  return (
    <>
      <dl className="divide-y divide-sand/70">
        {rows.map(([term, value, action]) => (
          <div key={term} className="grid gap-0.5 py-3 first:pt-0 last:pb-0 sm:grid-cols-[9rem_1fr] sm:items-center sm:gap-4">
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="flex min-w-0 items-center justify-between gap-3">
              <span className={`min-w-0 break-words ${value ? 'font-medium text-charcoal' : 'text-ink-muted italic'}`}>{value ?? 'Not added yet'}</span>
              {action}
            </dd>
          </div>
        ))}
      </dl>
      {!profile.name && (
        <p className="mt-4 rounded-xl bg-rose-soft/60 px-4 py-3 text-sm text-rose-deep">Add your name so we know whom to deliver to.</p>
      )}
    </>
  );
}

interface ContactFormProps {
  userId: string;
  profile: ProfileData;
  onChangePhone: () => void;
  onDone: () => void;
}

function ContactForm({ userId, profile, onChangePhone, onDone }: ContactFormProps) {
  const id = useId();
  const { refreshUser } = useAuth();
  const save = useSaveProfile(userId);
  const nameInput = useRef<HTMLInputElement | null>(null);
  const { register, handleSubmit, clearErrors, reset, formState } = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues: toProfileForm(profile),
    ...FORM_CHECKS,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    nameInput.current?.focus();
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify.success('Profile updated');
      onDone();
      await refreshUser();
    } catch (error) {
      console.error('Failed to update profile', error);
      notify.error('Failed to update profile');
    }
  }, (_, event) => focusFirstInvalid(event?.target as HTMLElement | null));

  const cancel = () => {
    reset(toProfileForm(profile)); // Cancel restores the saved values
    onDone();
  };

  const nameField = register('name', { onChange: () => clearErrors('name') });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit contact details" className="space-y-5">
      <Field id={`${id}-name`} label="Full Name" error={errors.name?.message}>
        {(aria) => (
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            maxLength={100}
            placeholder="Your full name"
            {...aria}
            className={`${INPUT} ${inputBorder(errors.name)}`}
            {...nameField}
            ref={(element) => {
              nameField.ref(element);
              nameInput.current = element;
            }}
          />
        )}
      </Field>

      {/* The sign-in number: shown, never saved with this form; it changes only with a code sent to the new number. */}
      <Field id={`${id}-phone`} label="Mobile Number" error={undefined} hint="This is also the number you sign in with. To change it, we send an OTP to the new number.">
        {(aria) => (
          <div className="flex items-center gap-3">
            <div className="flex h-12 min-w-0 flex-1 items-stretch overflow-hidden rounded-xl border border-sand bg-mist shadow-sm focus-within:border-rose-deep focus-within:ring-2 focus-within:ring-rose/25">
              <span aria-hidden="true" className="flex items-center border-r border-sand bg-ivory px-3.5 font-semibold text-charcoal">
                {PHONE_COUNTRY_CODE}
              </span>
              <input
                id={`${id}-phone`}
                type="tel"
                readOnly
                value={phoneBoxValue(profile.phone)}
                {...aria}
                className="w-0 min-w-0 flex-1 bg-transparent px-3.5 text-base text-charcoal focus-visible:outline-none"
              />
            </div>
            <ChangePhoneButton onClick={onChangePhone} />
          </div>
        )}
      </Field>

      <Field id={`${id}-email`} label="Email" error={errors.email?.message} optional>
        {(aria) => (
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...aria}
            className={`${INPUT} ${inputBorder(errors.email)}`}
            {...register('email', { onChange: () => clearErrors('email') })}
          />
        )}
      </Field>

      <div className="grid grid-cols-2 gap-3 pt-1 sm:flex sm:justify-end">
        <button type="button" onClick={cancel} disabled={isSubmitting} className={buttonClass('secondary', 'md')}>
          Cancel
        </button>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={buttonClass('primary', 'md')}>
          <Check size={16} aria-hidden="true" />
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

import { AlertCircle } from 'lucide-react';

/** Classes shared by the login screen's controls. */
export const PRIMARY_BUTTON =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-rose-deep px-6 text-sm font-semibold tracking-[0.14em] text-white transition-colors hover:bg-charcoal disabled:cursor-not-allowed disabled:opacity-60';
export const TEXT_BUTTON =
  'inline-flex min-h-11 items-center rounded-md px-1 text-sm font-semibold text-rose-deep underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-60';

/** A field's error, announced when it appears and linked to its input through aria-describedby. */
export function LoginFieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-1.5 text-sm text-[#a1262f]">
      <AlertCircle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      {message}
    </p>
  );
}

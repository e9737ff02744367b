import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-rose-deep text-white hover:bg-charcoal',
  secondary: 'border border-charcoal/25 bg-white text-charcoal hover:border-charcoal hover:bg-mist',
  ghost: 'text-rose-deep hover:bg-rose-soft',
  danger: 'bg-error text-white hover:bg-error-deep',
  'danger-outline': 'border border-error/40 bg-white text-error hover:bg-error-soft',
};

/** sm beside a section heading, md in forms, lg for a screen's one main action. */
const SIZES: Record<ButtonSize, string> = { sm: 'h-10 px-4 text-sm', md: 'h-11 px-6 text-sm', lg: 'h-12 px-6 text-[0.9375rem]' };

/**
 * The shop's button look, for a <button> or a <Link> that looks like one. Extra classes (margins,
 * width) go after it.
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}${extra ? ` ${extra}` : ''}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Waiting for the action: disabled and announced as busy. */
  busy?: boolean;
}

/** A <button> (type "button" unless told) in one of the shop's looks. */
export function Button({ variant, size, busy = false, className, type = 'button', disabled, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, size, className)}
      {...props}
    />
  );
}

/** A text-only action (resend a code, change a number) with a 44 px target. */
export const TEXT_BUTTON =
  'inline-flex min-h-11 items-center rounded-md px-1 text-sm font-semibold text-rose-deep underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-60';

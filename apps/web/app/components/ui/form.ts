import type { FieldPath, FieldValues, UseFormClearErrors } from 'react-hook-form';

/**
 * How every form checks its fields (docs/decisions/0028): a field's schema message shows when the
 * shopper leaves it and on submit; editing a field clears its message (see `clearsOnEdit`); after a
 * refused submit the first invalid field in the page's order gets the focus (`focusFirstInvalid`),
 * not react-hook-form's registration order.
 */
export const FORM_CHECKS = { mode: 'onBlur', reValidateMode: 'onBlur', shouldFocusError: false } as const;

/**
 * One-box steps checked only when pressed (the login's number and code, the coupon box): leaving
 * a half-typed box says nothing; the message shows on submit and clears when the box is edited.
 */
export const SUBMIT_CHECKS = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;

/** register() options that clear the field's message while the shopper edits it (account §5). */
export function clearsOnEdit<T extends FieldValues>(clearErrors: UseFormClearErrors<T>, also?: () => void) {
  return (name: FieldPath<T>) => ({
    onChange: () => {
      clearErrors(name);
      also?.();
    },
  });
}

/**
 * After a refused submit: focus the first field marked invalid inside `within` and bring it into
 * view below the sticky header (the fields' scroll-margin-top in app.css); with none, `otherwise`.
 * Waits a frame so the messages have rendered.
 */
export function focusFirstInvalid(within: HTMLElement | null, otherwise?: () => void): void {
  window.requestAnimationFrame(() => {
    const field = within?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      otherwise?.();
      return;
    }
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'nearest' });
  });
}

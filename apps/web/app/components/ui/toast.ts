import { toast, type ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';
/** `id`: notices sharing it replace each other; by default the kind and text, so the same message never stacks. */
type NotifyOptions = Pick<ExternalToast, 'id' | 'duration' | 'description'>;

const show = (kind: Kind) => (message: string, options?: NotifyOptions) => toast[kind](message, { id: kind + message, ...options });

/**
 * The shop's short notices (sonner; root.tsx places the Toaster: top centre, coloured, closable):
 * `notify.success('Address added')`. Raising a message that is already on screen renews it instead
 * of stacking a second one. Sonner's 4 seconds unless a notice needs longer to be read.
 */
export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};

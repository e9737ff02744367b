import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';
/** `id`: notices sharing it replace each other; by default the kind and text, so the same message never stacks. */
type NotifyOptions = Pick<ExternalToast, 'id' | 'duration' | 'description'>;

/*
 * Sonner (12 KiB compressed) loads with the first notice, not with every page: most visits never
 * raise one. Asking for it also tells the root's ToastHost to mount the Toaster; sonner shows a
 * notice raised before its Toaster subscribed as soon as it does.
 */
let sonner: Promise<{ toast: typeof sonnerToast }> | undefined;
let wanted = false;
const hosts = new Set<() => void>();

function loadSonner() {
  if (!wanted) {
    wanted = true;
    hosts.forEach((host) => host());
  }
  return (sonner ??= import('sonner'));
}

/** For the ToastHost: whether a notice was asked for yet, and a way to hear when one is. */
export const toastDemand = {
  wanted: () => wanted,
  subscribe: (host: () => void) => {
    hosts.add(host);
    return () => void hosts.delete(host);
  },
};

const show = (kind: Kind) => (message: string, options?: NotifyOptions): void => {
  loadSonner().then(
    ({ toast }) => void toast[kind](message, { id: kind + message, ...options }),
    (error: unknown) => console.error('The notice could not be shown', message, error),
  );
};

/**
 * The shop's short notices (sonner; root.tsx places the ToastHost: top centre, coloured, closable):
 * `notify.success('Address added')`. Raising a message that is already on screen renews it instead
 * of stacking a second one. Sonner's 4 seconds unless a notice needs longer to be read. The notice
 * reaches sonner a moment later (the first one waits for its code).
 */
export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};

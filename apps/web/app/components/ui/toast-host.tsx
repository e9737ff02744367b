import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { toastDemand } from './toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Sonner's Toaster, mounted with the first notice (components/ui/toast.ts): until then the page
 * neither downloads nor hydrates it. Never rendered on the server, so hydration is unaffected.
 */
export function ToastHost(props: ComponentProps<typeof SonnerToaster>) {
  const wanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterStore } from '../../lib/toast';

const Sonner = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounts the toast stack the first time something is announced (see lib/toast). */
export function Toaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.isWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position="top-right"
        richColors
        closeButton
        toastOptions={{ classNames: { toast: 'font-sans text-sm' } }}
      />
    </Suspense>
  );
}

/**
 * Toasts without putting the toast library on every page: the first message loads it (and the
 * host component mounts it), and sonner replays messages raised before its Toaster subscribed.
 */
type Kind = 'error' | 'success' | 'info';
type Options = { id?: string; description?: string };

let wanted = false;
const listeners = new Set<() => void>();

export const toasterStore = {
  isWanted: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function show(kind: Kind, message: string, options?: Options): void {
  if (typeof window === 'undefined') return;
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  import('sonner')
    .then(({ toast }) => toast[kind](message, options))
    .catch((error: unknown) => console.error(message, error));
}

export const notify = {
  error: (message: string, options?: Options) => show('error', message, options),
  success: (message: string, options?: Options) => show('success', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
};

import { createContext, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import { lazyPart } from './lazy-part.tsx';
import './Toast.css';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  /** How long it stays; the spec's mute toast is 7 s. */
  durationMs?: number;
  action?: { label: string; onClick(): void };
  tone?: 'info' | 'error' | 'success';
}

// Radix's toast is a chunk of its own, fetched when the first toast shows: no page waits for it.
const { Part: ToastRegion, preload: preloadToasts } = lazyPart(() => import('./ToastRegion.tsx'));

export { preloadToasts };

const ToastContext = createContext<(toast: Omit<ToastMessage, 'id'>) => void>(() => {});

/** Shows toasts in a polite live region, one after another. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const show = useCallback((toast: Omit<ToastMessage, 'id'>) => {
    setToasts((list) => [...list, { ...toast, id: Date.now() + Math.random() }]);
  }, []);
  const closed = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  // Once shown, the region stays: its viewport keeps its hotkey and the next toast appears at once.
  const [shown, setShown] = useState(false);
  if (toasts.length > 0 && !shown) setShown(true);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onClosed={closed} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: Omit<ToastMessage, 'id'>) => void {
  return useContext(ToastContext);
}

import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

const ToastContext = createContext<(toast: Omit<ToastMessage, 'id'>) => void>(() => {});

/** Shows toasts in a polite live region, one after another. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const show = useCallback((toast: Omit<ToastMessage, 'id'>) => {
    setToasts((list) => [...list, { ...toast, id: Date.now() + Math.random() }]);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider swipeDirection="right" label={t('toast.label')}>
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={`toast toast-${toast.tone ?? 'info'}`}
            duration={toast.durationMs ?? 5000}
            onOpenChange={(open) => {
              if (!open) setToasts((list) => list.filter((x) => x.id !== toast.id));
            }}
          >
            <RadixToast.Title className="toast-title">{toast.title}</RadixToast.Title>
            {toast.description && <RadixToast.Description>{toast.description}</RadixToast.Description>}
            {toast.action && (
              <RadixToast.Action asChild altText={toast.action.label}>
                <button type="button" className="btn btn-link" onClick={toast.action.onClick}>
                  {toast.action.label}
                </button>
              </RadixToast.Action>
            )}
            <RadixToast.Close className="dialog-close" aria-label={t('dialog.close')}>
              <span aria-hidden="true">×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        {/* Radix names the region "Notifications ({hotkey})" in English unless told otherwise. */}
        <RadixToast.Viewport className="toast-viewport" label={t('toast.viewportLabel')} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: Omit<ToastMessage, 'id'>) => void {
  return useContext(ToastContext);
}

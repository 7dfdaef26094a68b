import * as RadixToast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import type { ToastMessage } from './Toast.tsx';

/** The toasts themselves (Radix: a polite live region, swipe and timers), loaded with the first toast. */
export default function ToastRegion({
  toasts,
  onClosed,
}: {
  toasts: readonly ToastMessage[];
  onClosed(id: number): void;
}) {
  const { t } = useTranslation();
  return (
    <RadixToast.Provider swipeDirection="right" label={t('toast.label')}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={`toast toast-${toast.tone ?? 'info'}`}
          duration={toast.durationMs ?? 5000}
          onOpenChange={(open) => {
            if (!open) onClosed(toast.id);
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
  );
}

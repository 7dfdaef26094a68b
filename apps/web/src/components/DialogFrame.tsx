import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { claimOpener, returnFocus } from '../lib/focus.ts';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** Read out with the title; optional. */
  description?: string;
  children: ReactNode;
  /** Buttons at the bottom (primary last). */
  footer?: ReactNode;
  /**
   * Where focus goes on close when what opened it is gone or unknown: the Buy button of the order
   * drawer opened by its address, the neighbour of what the dialog deleted.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * The dialog itself (Radix): focus trapped inside, Escape and the close button close it, and focus
 * returns to what opened it, or to `returnFocusTo` (Radix would only return it to its own Trigger,
 * which our dialogs, opened by routes and menus, do not use).
 */
export default function Frame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  returnFocusTo,
  kind,
}: DialogProps & { kind: 'modal' | 'drawer' }) {
  const { t } = useTranslation();
  // What had focus as the dialog opened: layout effects run before Radix moves focus inside.
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = claimOpener();
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog-${kind}`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current, returnFocusTo);
          }}
        >
          <header className="dialog-header">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="dialog-close" aria-label={t('dialog.close')}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </header>
          {description ? (
            <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          <div className="dialog-body">{children}</div>
          {footer && <footer className="dialog-footer">{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

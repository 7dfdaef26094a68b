import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './Dialog.css';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** Read out with the title; optional. */
  description?: string;
  children: ReactNode;
  /** Buttons at the bottom (primary last). */
  footer?: ReactNode;
}

/**
 * A modal dialog: focus is trapped inside, Escape and the close button close it, focus returns to
 * what opened it (Radix handles all three).
 */
export function Modal({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  return (
    <Frame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      kind="modal"
      footer={footer}
    >
      {children}
    </Frame>
  );
}

/** A side drawer (the spec's Thread drawer, profile drawers, group drawers): a dialog at the edge. */
export function Drawer({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  return (
    <Frame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      kind="drawer"
      footer={footer}
    >
      {children}
    </Frame>
  );
}

function Frame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  kind,
}: DialogProps & { kind: 'modal' | 'drawer' }) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog-${kind}`}
          aria-describedby={description ? undefined : undefined}
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

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './BottomSheet.css';

/**
 * A sheet that slides up from the bottom edge on a phone: a modal dialog (focus trapped, Escape and
 * the close button close it, focus goes back) with the layout of a sheet.
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="dialog gr-dialog-sheet">
          <header className="dialog-header">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="dialog-close" aria-label={t('dialog.close')}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </header>
          <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>
          <div className="dialog-body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

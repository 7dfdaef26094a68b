import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Dialog.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDeactivateMutation } from './queries.ts';

export type DeactivateState = 'confirm' | 'loading' | 'done' | 'error';

/**
 * Deactivate my community account: confirm, loading, then done or error (try again or close). Closing
 * once it is done calls `onDeactivated`, which refreshes the profile and takes the user back (spec
 * section 4). While the call runs the modal stays open.
 */
export function DeactivateModal({
  open,
  onOpenChange,
  onDeactivated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeactivated(): void;
}) {
  const { t } = useTranslation('community');
  const deactivate = useDeactivateMutation();
  const [state, setState] = useState<DeactivateState>('confirm');

  const run = () => {
    setState('loading');
    deactivate.mutate(undefined, {
      onSuccess: () => setState('done'),
      onError: () => setState('error'),
    });
  };
  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (state === 'loading') return;
    onOpenChange(false);
    if (state === 'done') onDeactivated();
    setState('confirm');
  };

  const footer =
    state === 'confirm' ? (
      <>
        <Button variant="secondary" onClick={() => close(false)}>
          {t('deactivate.cancel')}
        </Button>
        <Button onClick={run}>{t('deactivate.confirm')}</Button>
      </>
    ) : state === 'error' ? (
      <>
        <Button variant="secondary" onClick={() => close(false)}>
          {t('deactivate.close')}
        </Button>
        <Button onClick={run}>{t('deactivate.tryAgain')}</Button>
      </>
    ) : state === 'done' ? (
      <Button onClick={() => close(false)}>{t('deactivate.close')}</Button>
    ) : undefined;

  return (
    <Modal open={open} onOpenChange={close} title={t('deactivate.title')} footer={footer}>
      <div data-state={state} className="cp-deactivate">
        {state === 'confirm' && <p>{t('deactivate.confirmText')}</p>}
        {state === 'loading' && <Spinner label={t('deactivate.loading')} />}
        {state === 'done' && (
          <Alert tone="success">
            <strong>{t('deactivate.doneTitle')}</strong>
            <br />
            {t('deactivate.doneText')}
          </Alert>
        )}
        {state === 'error' && (
          <Alert>
            <strong>{t('deactivate.errorTitle')}</strong>
            <br />
            {t('deactivate.errorText')}
          </Alert>
        )}
      </div>
    </Modal>
  );
}

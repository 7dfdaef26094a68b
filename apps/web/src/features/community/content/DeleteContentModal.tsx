import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Dialog.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useDeleteContentMutation } from '../composer/queries.ts';
import type { ItemFields } from './types.ts';
import '../community.css';

/**
 * Asks before deleting. On success the modal closes and the feed refreshes; a refusal stays open
 * and says why (a poll that got votes meanwhile, say) instead of closing as if it had worked.
 */
export function DeleteContentModal({
  item,
  rootId,
  open,
  onOpenChange,
}: {
  item: ItemFields;
  rootId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('feed');
  const remove = useDeleteContentMutation();
  const errorMessage = useErrorMessage();
  const change = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };
  const confirm = () => remove.mutate({ item, rootId }, { onSuccess: () => change(false) });
  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={t(`delete.title.${item.type}`)}
      description={t('delete.text')}
      footer={
        <>
          <Button variant="secondary" onClick={() => change(false)}>
            {t('delete.cancel')}
          </Button>
          <Button busy={remove.isPending} onClick={confirm}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      {item.message && <p className="feed-delete-excerpt">{item.message.slice(0, 200)}</p>}
      {remove.isError && <Alert>{errorMessage(remove.error)}</Alert>}
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Dialog.tsx';
import { useDeleteContentMutation } from '../composer/queries.ts';
import type { ItemFields } from './types.ts';
import '../community.css';

/**
 * Asks before deleting. A deleted item keeps its place as a placeholder; a failure is silently
 * ignored (spec section 8), so the modal simply closes either way.
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
  const confirm = () => remove.mutate({ item, rootId }, { onSettled: () => onOpenChange(false) });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(`delete.title.${item.type}`)}
      description={t('delete.text')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('delete.cancel')}
          </Button>
          <Button busy={remove.isPending} onClick={confirm}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      {item.message && <p className="feed-delete-excerpt">{item.message.slice(0, 200)}</p>}
    </Modal>
  );
}

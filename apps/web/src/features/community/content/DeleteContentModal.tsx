import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Dialog.tsx';
import { announce, catchLostFocus, neighbourControl, pageStart } from '../../../lib/focus.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useDeleteContentMutation } from '../composer/queries.ts';
import type { ItemFields } from './types.ts';
import '../community.css';

/**
 * Asks before deleting. On success the modal closes, says so politely and the feed refreshes; focus
 * goes to `returnFocusTo` (the item's placeholder), as the menu that opened the modal is gone, or to
 * a neighbour when the refreshed feed leaves the item out. A refusal stays open and says why (a poll that got votes meanwhile, say) instead of closing as if it
 * had worked.
 */
export function DeleteContentModal({
  item,
  rootId,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  item: ItemFields;
  rootId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo(): HTMLElement | null;
}) {
  const { t } = useTranslation('feed');
  const remove = useDeleteContentMutation();
  const errorMessage = useErrorMessage();
  const change = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };
  // The promise, not mutate's callbacks: the item turns into its placeholder as soon as it is deleted,
  // which unmounts this modal, and mutate's callbacks do not run for an unmounted component.
  const confirm = () => {
    // A thread left with nothing in it leaves the feed: then the next thread (or the one before) takes
    // focus, and asked now, as only now are its neighbours known.
    const shown = returnFocusTo();
    const neighbour = neighbourControl(shown?.closest('li'), 'article');
    remove.mutateAsync({ item, rootId }).then(
      () => {
        announce(t('delete.done'));
        change(false);
        catchLostFocus([returnFocusTo, () => neighbour, pageStart]);
      },
      () => {},
    );
  };
  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={t(`delete.title.${item.type}`)}
      returnFocusTo={returnFocusTo}
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

import type { GroupView } from '@havn/contract/web';
import { build } from '@havn/routes';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Dialog.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useNavigate } from '../../../lib/navigation.tsx';
import { useSite } from '../../../lib/site-context.ts';
import { useDeleteGroupMutation } from './queries.ts';
import './groups.css';

/** Deleting a group takes everything posted in it, so it asks first. */
export function DeleteGroupModal({
  group,
  open,
  onOpenChange,
}: {
  group: GroupView;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('groups');
  const site = useSite();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteGroupMutation();
  const change = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={t('delete.title')}
      description={t('delete.text', { name: group.name })}
      footer={
        <>
          <Button variant="secondary" onClick={() => change(false)}>
            {t('form.cancel')}
          </Button>
          <Button
            className="gr-btn-danger"
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(group, {
                onSuccess: () => {
                  toast({ title: t('delete.deleted', { name: group.name }), tone: 'success' });
                  onOpenChange(false);
                  navigate(build('discover-groups', {}, site), { replace: true });
                },
              })
            }
          >
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      {remove.isError && <Alert>{t('delete.failed')}</Alert>}
    </Modal>
  );
}

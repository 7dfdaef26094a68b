import type { GroupView } from '@havn/contract/web';
import { canEditGroup, trimEdited } from '@havn/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Drawer } from '../../../components/Dialog.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { DeleteGroupModal } from './DeleteGroupModal.tsx';
import { GroupDescriptionField } from './GroupDescriptionField.tsx';
import { GroupLogoField, type LogoChoice, NO_LOGO } from './GroupLogoField.tsx';
import { GroupNameField } from './GroupNameField.tsx';
import { type GroupEdit, useEditGroupMutation } from './queries.ts';
import { useGroupNameCheck } from './use-group-name-check.ts';
import '../community.css';
import './EditGroupDrawer.css';
import './groups.css';

/**
 * The edit-group drawer (creator only). Saving is optimistic: the drawer closes and the page shows
 * the edit at once; a failure rolls it back and says 'Failed to update group'. The mutation lives
 * here, outside the drawer's content, so its outcome is still heard after the drawer closed.
 */
export function EditGroupDrawer({
  group,
  open,
  onOpenChange,
}: {
  group: GroupView;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('groups');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const edit = useEditGroupMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = (draft: GroupEdit) => {
    onOpenChange(false);
    edit.mutate(draft, {
      onSuccess: () => toast({ title: t('edit.saved'), tone: 'success' }),
      onError: (error) => toast({ title: t('edit.failed'), description: errorMessage(error), tone: 'error' }),
    });
  };

  return (
    <>
      <Drawer open={open} onOpenChange={onOpenChange} title={t('edit.title')}>
        <EditGroupForm
          group={group}
          onSave={save}
          onCancel={() => onOpenChange(false)}
          onDelete={() => setConfirmDelete(true)}
        />
      </Drawer>
      <DeleteGroupModal group={group} open={confirmDelete} onOpenChange={setConfirmDelete} />
    </>
  );
}

function EditGroupForm({
  group,
  onSave,
  onCancel,
  onDelete,
}: {
  group: GroupView;
  onSave(draft: GroupEdit): void;
  onCancel(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('groups');
  const nameCheck = useGroupNameCheck({ initialName: group.name });
  const [description, setDescription] = useState(group.description);
  const [logo, setLogo] = useState<LogoChoice>(NO_LOGO);

  const textReady = canEditGroup({
    original: { name: group.name, description: group.description },
    draft: { name: nameCheck.name, description: trimEdited(description) },
    nameState: nameCheck.ruleState,
  });
  // A new logo is a change too; the name must still be available unless it is unchanged.
  const logoReady = logo.file !== null && nameCheck.ruleState === 'VALID';
  const ready = (textReady || logoReady) && logo.problem === null;
  const nothingChanged =
    nameCheck.state === 'UNCHANGED' && trimEdited(description) === group.description && logo.file === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSave({ group, name: nameCheck.name, description, logo: logo.file });
  };

  return (
    <form onSubmit={submit} className="gr-group-form" noValidate>
      <GroupNameField check={nameCheck} />
      <GroupDescriptionField value={description} onChange={setDescription} />
      <GroupLogoField value={logo} onChange={setLogo} />
      {nothingChanged && <p className="field-hint">{t('edit.noChanges')}</p>}
      <div className="gr-dialog-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={!ready}>
          {t('edit.submit')}
        </Button>
      </div>
      <div className="gr-group-danger-zone">
        <Button variant="secondary" className="gr-btn-danger" onClick={onDelete}>
          {t('edit.delete')}
        </Button>
      </div>
    </form>
  );
}

import { canCreateGroup } from '@havn/domain';
import { build } from '@havn/routes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Drawer } from '../../../components/Dialog.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useNavigate } from '../../../lib/navigation.tsx';
import { useSite } from '../../../lib/site-context.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { GroupDescriptionField } from './GroupDescriptionField.tsx';
import { GroupLogoField, type LogoChoice, NO_LOGO } from './GroupLogoField.tsx';
import { GroupNameField } from './GroupNameField.tsx';
import { useCreateGroupMutation } from './queries.ts';
import { useGroupNameCheck } from './use-group-name-check.ts';
import '../community.css';

/** The create-group drawer (spec section 2); the form starts afresh every time it opens. */
export function CreateGroupDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('groups');
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('create.title')}>
      <CreateGroupForm onDone={() => onOpenChange(false)} />
    </Drawer>
  );
}

function CreateGroupForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('groups');
  const site = useSite();
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const nameCheck = useGroupNameCheck();
  const [description, setDescription] = useState('');
  const [logo, setLogo] = useState<LogoChoice>(NO_LOGO);
  const create = useCreateGroupMutation();

  const ready = canCreateGroup(nameCheck.ruleState) && logo.problem === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || create.isPending) return;
    create.mutate(
      // Every group is public: the spec's default kind, and the only one with a meaning today.
      { name: nameCheck.name, description, kind: 'PUBLIC', logo: logo.file },
      {
        onSuccess: (group) => {
          toast({ title: t('create.created', { name: group.name }), tone: 'success' });
          onDone();
          navigate(build('group', { slug: group.slug }, site));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="gr-group-form" noValidate>
      <GroupNameField
        // A refusal of the name as it was ("already taken") does not hold for a changed one.
        check={{
          ...nameCheck,
          setName: (input) => {
            if (create.isError) create.reset();
            nameCheck.setName(input);
          },
        }}
        focusOnMount
      />
      <GroupDescriptionField value={description} onChange={setDescription} />
      <GroupLogoField value={logo} onChange={setLogo} />
      {create.isError && <Alert focus>{t('create.failed', { reason: errorMessage(create.error) })}</Alert>}
      <div className="gr-dialog-actions">
        <Button variant="secondary" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={!ready} busy={create.isPending}>
          {create.isPending ? t('create.submitting') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

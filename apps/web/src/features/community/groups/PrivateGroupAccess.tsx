import type { GroupView } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useGroupAccessMutation } from './private-group-queries.ts';

/**
 * A private group's way in for a member of the community who is not in it: an invitation to accept
 * or decline, a pending request to withdraw, or a request to join.
 */
export function PrivateGroupAccess({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const errorMessage = useErrorMessage();
  const access = useGroupAccessMutation(group);
  const busy = access.isPending;
  let actions: React.ReactNode;
  if (group.invited) {
    actions = (
      <>
        <p>{t('private.invited')}</p>
        <Button onClick={() => access.mutate('accept')} disabled={busy}>
          {t('private.accept')}
        </Button>
        <Button variant="secondary" onClick={() => access.mutate('decline')} disabled={busy}>
          {t('private.decline')}
        </Button>
      </>
    );
  } else if (group.joinRequested) {
    actions = (
      <>
        <p>{t('private.pending')}</p>
        <Button variant="secondary" onClick={() => access.mutate('withdraw')} disabled={busy}>
          {t('private.withdraw')}
        </Button>
      </>
    );
  } else {
    actions = (
      <Button onClick={() => access.mutate('ask')} disabled={busy}>
        {t('private.requestToJoin')}
      </Button>
    );
  }
  return (
    <div className="gr-group-join">
      {actions}
      {access.error !== null && (
        <Alert>
          {t('group.joinFailed')} {errorMessage(access.error)}
        </Alert>
      )}
    </div>
  );
}

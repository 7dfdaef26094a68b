import type { GroupView } from '@havn/contract/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { useSearchQuery } from '../search/queries.ts';
import { useInviteMutation } from './private-group-queries.ts';

/** The admin finds a member by username and invites them. */
export function InviteMemberForm({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const errorMessage = useErrorMessage();
  const [query, setQuery] = useState('');
  const [invited, setInvited] = useState<string[]>([]);
  const found = useSearchQuery(query);
  const invite = useInviteMutation(group);
  const members = (found.data?.results ?? []).flatMap((hit) => (hit.section === 'MEMBERS' ? [hit] : []));
  return (
    <div className="gr-invite">
      <TextField label={t('private.inviteLabel')} value={query} onChange={(e) => setQuery(e.target.value)} />
      <ul>
        {members.map((m) => (
          <li key={m.profileId}>
            <span>{m.username}</span>{' '}
            {invited.includes(m.profileId) ? (
              <span>{t('private.invitationSent')}</span>
            ) : (
              <Button
                variant="secondary"
                disabled={invite.isPending}
                aria-label={t('private.inviteMember', { username: m.username })}
                onClick={() =>
                  invite.mutate(m.profileId, {
                    onSuccess: () => setInvited((list) => [...list, m.profileId]),
                  })
                }
              >
                {t('private.invite')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {invite.error !== null && <Alert>{errorMessage(invite.error)}</Alert>}
    </div>
  );
}

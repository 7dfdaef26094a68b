import type { GroupView } from '@havn/contract/web';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { useAnswerJoinRequestMutation, useJoinRequestsQuery } from './private-group-queries.ts';

/** The admin's side of a private group: the pending requests to approve or decline, and invitations. */
export function JoinRequestsPanel({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const errorMessage = useErrorMessage();
  const requests = useJoinRequestsQuery(group);
  const answer = useAnswerJoinRequestMutation(group);
  if (!group.isCreator || group.kind !== 'PRIVATE') return null;
  return (
    <section className="gr-join-requests" aria-labelledby="group-requests-title">
      <h2 id="group-requests-title">{t('private.requestsTitle')}</h2>
      {requests.isError && <Alert>{errorMessage(requests.error)}</Alert>}
      {requests.data?.length === 0 && <p className="muted">{t('private.noRequests')}</p>}
      {requests.data && requests.data.length > 0 && (
        <ul>
          {requests.data.map((request) => (
            <li key={request.profileId}>
              <span>{request.username}</span>{' '}
              <Button
                onClick={() => answer.mutate({ profileId: request.profileId, approve: true })}
                disabled={answer.isPending}
                aria-label={t('private.approveLabel', { username: request.username })}
              >
                {t('private.approve')}
              </Button>{' '}
              <Button
                variant="secondary"
                onClick={() => answer.mutate({ profileId: request.profileId, approve: false })}
                disabled={answer.isPending}
                aria-label={t('private.declineLabel', { username: request.username })}
              >
                {t('private.decline')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {answer.error !== null && <Alert>{errorMessage(answer.error)}</Alert>}
      <InviteMemberForm group={group} />
    </section>
  );
}

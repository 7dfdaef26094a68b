import {
  canVote,
  compactCount,
  isPollEnded,
  POLL_BAR_ANIMATION_MS,
  POLL_BAR_DELAY_MS,
  pollDisplay,
  siteLocale,
  type TimeLeft,
  timeLeft,
} from '@havn/domain';
import { type CSSProperties, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { useSite } from '../../../lib/site-context.ts';
import { useErrorMessage } from '../../identity/use-error-message.ts';
import { JoinLinks, useInteractionGate } from '../content/InteractionGate.tsx';
import type { ItemFields, PollView } from '../content/types.ts';
import { useViewer } from '../content/use-viewer.ts';
import { useVoteMutation } from './queries.ts';
import '../community.css';
import './Poll.css';

/**
 * A poll (spec section 4): open until endingAt; after it ends or after the member voted, percent
 * bars; a logged-out visitor sees blurred results and a join prompt. The footer has the total votes
 * and the time left.
 */
export function Poll({
  item,
  poll,
  now,
  translated,
  disabled,
}: {
  item: ItemFields;
  poll: PollView;
  now: Date;
  /** Show the options' translations (the item shows its translation). */
  translated: boolean;
  disabled: boolean;
}) {
  const { viewer, ready } = useViewer();
  const ended = poll.ended || (item.endingAt !== null && isPollEnded(new Date(item.endingAt), now));
  // Until the session is known, the options show without results rather than blurred to a member.
  const display = ready
    ? pollDisplay({ ended, userVoted: poll.userVoted, loggedIn: viewer.loggedIn })
    : 'vote';
  const resultsKnown = poll.options.every((o) => o.percent !== null);
  const label = (o: PollView['options'][number]) =>
    translated && o.translation ? o.translation.message : o.message;
  return (
    <div className="poll">
      {display === 'blurred' && (
        <BlurredResults options={poll.options.map((o) => ({ id: o.id, text: label(o) }))} />
      )}
      {display === 'results' && resultsKnown && <PollResults poll={poll} label={label} />}
      {(display === 'vote' || (display === 'results' && !resultsKnown)) && (
        <VoteOptions
          item={item}
          poll={poll}
          label={label}
          disabled={
            disabled ||
            !ready ||
            !canVote({ hasProfile: true, ended, userVoted: poll.userVoted, canInteract: item.canInteract }).ok
          }
        />
      )}
      <PollFooter poll={poll} endingAt={item.endingAt} ended={ended} now={now} />
    </div>
  );
}

function VoteOptions({
  item,
  poll,
  label,
  disabled,
}: {
  item: ItemFields;
  poll: PollView;
  label(option: PollView['options'][number]): string;
  disabled: boolean;
}) {
  const { t } = useTranslation('feed');
  const gate = useInteractionGate();
  const vote = useVoteMutation(item.id);
  const errorMessage = useErrorMessage();
  const groupLabel = useId();
  return (
    <>
      <p id={groupLabel} className="visually-hidden">
        {t('poll.chooseLabel')}
      </p>
      <ul className="poll-options" aria-labelledby={groupLabel}>
        {poll.options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className="poll-option"
              disabled={disabled || vote.isPending}
              aria-label={t('poll.voteFor', { option: label(option) })}
              onClick={() => gate.requireMember(() => vote.mutate(option.id))}
            >
              {label(option)}
            </button>
          </li>
        ))}
      </ul>
      {vote.isError && <Alert>{errorMessage(vote.error)}</Alert>}
    </>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Percent bars that grow over 800 ms after 500 ms, or at once when the reader prefers less motion. */
export function PollResults({
  poll,
  label,
}: {
  poll: PollView;
  label(option: PollView['options'][number]): string;
}) {
  const { t } = useTranslation('feed');
  const site = useSite();
  const [grown, setGrown] = useState(prefersReducedMotion);
  useEffect(() => {
    if (grown) return;
    const frame = requestAnimationFrame(() => setGrown(true));
    return () => cancelAnimationFrame(frame);
  }, [grown]);
  const percentFormat = new Intl.NumberFormat(siteLocale[site], {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const timing = {
    '--poll-bar-ms': `${POLL_BAR_ANIMATION_MS}ms`,
    '--poll-bar-delay': `${POLL_BAR_DELAY_MS}ms`,
  } as CSSProperties;
  return (
    <ul className="poll-results" style={timing}>
      {poll.options.map((option) => {
        const percent = option.percent ?? 0;
        return (
          <li key={option.id} className={option.selected ? 'poll-result is-selected' : 'poll-result'}>
            <div className="poll-result-label">
              <span>
                {label(option)}
                {option.selected && <span className="poll-your-vote"> {t('poll.yourVote')}</span>}
              </span>
              <span className="poll-percent">{percentFormat.format(percent / 100)}</span>
            </div>
            <div className="poll-bar" aria-hidden="true">
              <div className="poll-bar-fill" style={{ width: grown ? `${percent}%` : 0 }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** What a visitor sees: the options over bars too blurred to read, and a prompt to join. */
function BlurredResults({ options }: { options: { id: string; text: string }[] }) {
  const { t } = useTranslation('feed');
  return (
    <div className="poll-blurred">
      <ul className="poll-results is-blurred" aria-hidden="true">
        {options.map((option, index) => (
          <li key={option.id} className="poll-result">
            <div className="poll-result-label">
              <span>{option.text}</span>
              <span className="poll-percent">00 %</span>
            </div>
            <div className="poll-bar">
              <div className="poll-bar-fill" style={{ width: `${30 + ((index * 37) % 50)}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <div className="poll-join">
        <p>{t('poll.joinToSee')}</p>
        <JoinLinks />
      </div>
    </div>
  );
}

function PollFooter({
  poll,
  endingAt,
  ended,
  now,
}: {
  poll: PollView;
  endingAt: string | null;
  ended: boolean;
  now: Date;
}) {
  const { t } = useTranslation('feed');
  const left: TimeLeft = ended || !endingAt ? { unit: 'ended' } : timeLeft(new Date(endingAt), now);
  let when: string;
  switch (left.unit) {
    case 'ended':
      when = t('poll.ended');
      break;
    case 'daysHours': {
      const days = t('poll.days', { count: left.days });
      when = t('poll.timeLeft', {
        time: left.hours > 0 ? `${days} ${t('poll.hours', { count: left.hours })}` : days,
      });
      break;
    }
    case 'hours':
      when = t('poll.timeLeft', { time: t('poll.hours', { count: left.hours }) });
      break;
    case 'minutes':
      when = t('poll.timeLeft', { time: t('poll.minutes', { count: left.minutes }) });
      break;
  }
  return (
    <p className="poll-footer muted">
      {poll.totalVotes !== null && (
        <>
          <span>{t('poll.votes', { count: poll.totalVotes, formatted: compactCount(poll.totalVotes) })}</span>
          <span aria-hidden="true"> · </span>
        </>
      )}
      <span>{when}</span>
    </p>
  );
}

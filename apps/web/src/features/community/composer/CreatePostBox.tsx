import {
  canAddOption,
  canRemoveOption,
  checkText,
  isBlank,
  POLL_DEFAULT_DAYS,
  POLL_LENGTH_DAYS,
  POLL_MIN_OPTIONS,
  pollEndDateForDays,
  repeatedPollOption,
  TEXT_LIMITS,
  validatePollCreate,
} from '@havn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { announce, focusWhenPresent } from '../../../lib/focus.ts';
import { useInteractionGate } from '../content/InteractionGate.tsx';
import { prependThreadToFeed } from '../content/item-cache.ts';
import type { FeedTarget } from '../content/types.ts';
import { LimitedText } from './LimitedText.tsx';
import { type CreateContentBody, useCreateContentMutation, useIntendedItem } from './queries.ts';
import { usePostingError } from './use-posting-error.ts';
import '../community.css';
import './composer.css';

export type ComposerMode = 'collapsed' | 'post' | 'poll';

const emptyOptions = () => Array.from({ length: POLL_MIN_OPTIONS }, () => '');

/**
 * The create-post box (spec section 4): collapsed, expanded on focus, and switchable to poll mode
 * with 2 to 7 options and a length of 1 to 7 days (3 by default). Publish is disabled while the text
 * breaks a rule and while sending; a failure shows the posting error and keeps what was written.
 */
export function CreatePostBox({ target, feedKey }: { target: FeedTarget; feedKey: readonly unknown[] }) {
  const { t } = useTranslation('feed');
  const gate = useInteractionGate();
  const client = useQueryClient();
  const create = useCreateContentMutation();
  const intended = useIntendedItem();
  const postingError = usePostingError();
  const [mode, setMode] = useState<ComposerMode>('collapsed');
  const [message, setMessage] = useState('');
  const [options, setOptions] = useState<string[]>(emptyOptions);
  const [days, setDays] = useState(POLL_DEFAULT_DAYS);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const lengthId = useId();

  if (!gate.isMember) {
    return (
      <div className="composer composer-collapsed">
        <button type="button" className="composer-invite" onClick={gate.prompt}>
          {t('composer.postPlaceholder')}
        </button>
      </div>
    );
  }

  const filledOptions = options.filter((o) => !isBlank(o));
  // The field that repeats an earlier option, by its place among all the fields (blank ones count).
  const filled = options.flatMap((option, index) => (isBlank(option) ? [] : [index]));
  const repeated = filled[repeatedPollOption(filledOptions)] ?? -1;
  const now = new Date();
  const valid =
    mode === 'poll'
      ? validatePollCreate({ message, options: filledOptions, endDate: pollEndDateForDays(now, days) }, now)
          .ok
      : checkText('post', message).ok;

  const reset = () => {
    setMode('collapsed');
    setMessage('');
    setOptions(emptyOptions());
    setDays(POLL_DEFAULT_DAYS);
    create.reset();
  };

  const publish = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || create.isPending) return;
    const attributes: CreateContentBody['attributes'] = [
      target.instrumentId !== undefined
        ? { type: 'INSTRUMENT_ID', value: String(target.instrumentId) }
        : { type: 'GROUP_ID', value: target.groupId },
    ];
    const draft = mode === 'poll' ? [mode, message, filledOptions, days, target] : [mode, message, target];
    const request = intended.request(
      draft,
      (): CreateContentBody =>
        mode === 'poll'
          ? {
              type: 'POLL',
              message,
              options: filledOptions.map((o) => o.trim()),
              endDate: pollEndDateForDays(new Date(), days).toISOString(),
              attributes,
            }
          : { type: 'POST', message, attributes },
    );
    create.mutate(request, {
      onSuccess: (root) => {
        intended.done();
        prependThreadToFeed(client, feedKey, root);
        reset();
        announce(mode === 'poll' ? t('composer.pollPublished') : t('composer.postPublished'));
        // The Publish button goes with the collapsed composer: focus the new post at the top of the feed.
        focusWhenPresent(() => document.querySelector<HTMLElement>(`[data-item-id="${root.id}"]`), {
          fallback: () => textRef.current,
        });
      },
    });
  };

  const error = create.isError ? postingError(create.error) : null;
  const expanded = mode !== 'collapsed';
  return (
    <form
      className={expanded ? 'composer composer-expanded' : 'composer composer-collapsed'}
      onSubmit={publish}
      aria-label={t('composer.formLabel')}
      data-mode={mode}
    >
      <LimitedText
        label={mode === 'poll' ? t('composer.pollQuestionLabel') : t('composer.postLabel')}
        hideLabel={!expanded}
        placeholder={mode === 'poll' ? t('composer.pollQuestionPlaceholder') : t('composer.postPlaceholder')}
        value={message}
        onChange={setMessage}
        onFocus={() => setMode((m) => (m === 'collapsed' ? 'post' : m))}
        limit={mode === 'poll' ? TEXT_LIMITS.pollQuestion : TEXT_LIMITS.post}
        rows={expanded ? 4 : 1}
        inputRef={textRef}
      />
      {mode === 'poll' && (
        <fieldset className="composer-poll">
          <legend>{t('composer.optionsLegend')}</legend>
          <ol className="composer-options">
            {options.map((option, index) => (
              // Options have no identity but their place; a removed one shifts the rest up.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the option's identity here
              <li key={index} className="composer-option">
                <LimitedText
                  label={t('composer.optionLabel', { number: index + 1 })}
                  multiline={false}
                  value={option}
                  onChange={(value) => setOptions((list) => list.map((o, i) => (i === index ? value : o)))}
                  limit={TEXT_LIMITS.pollOption}
                />
                {canRemoveOption(options.length) && (
                  <button
                    type="button"
                    className="btn btn-link composer-remove-option"
                    onClick={() => setOptions((list) => list.filter((_, i) => i !== index))}
                  >
                    {t('composer.removeOption', { number: index + 1 })}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {repeated >= 0 && (
            <p className="field-error" role="status">
              {t('composer.repeatedOption', { number: repeated + 1 })}
            </p>
          )}
          <Button
            variant="secondary"
            disabled={!canAddOption(options.length)}
            onClick={() => setOptions((list) => [...list, ''])}
          >
            {t('composer.addOption')}
          </Button>
          <div className="field">
            <label htmlFor={lengthId}>{t('composer.pollLength')}</label>
            <select id={lengthId} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {POLL_LENGTH_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t('composer.days', { count: d })}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      )}
      {error && (
        <Alert>
          {error.title}
          {error.detail && <span className="alert-detail"> {error.detail}</span>}
        </Alert>
      )}
      {expanded && (
        <div className="composer-actions">
          <Button
            variant="secondary"
            aria-pressed={mode === 'poll'}
            onClick={() => {
              setMode((m) => (m === 'poll' ? 'post' : 'poll'));
              textRef.current?.focus();
            }}
          >
            {t('composer.pollMode')}
          </Button>
          <span className="composer-spacer" />
          <Button variant="secondary" onClick={reset} disabled={create.isPending}>
            {t('composer.cancel')}
          </Button>
          <Button type="submit" busy={create.isPending} disabled={!valid}>
            {create.isPending ? t('composer.publishing') : t('composer.publish')}
          </Button>
        </div>
      )}
    </form>
  );
}

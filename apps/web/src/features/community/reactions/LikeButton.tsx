import { compactCount } from '@havn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/Toast.tsx';
import { useToggleMutationQueue } from '../../../lib/toggle-mutation-queue.ts';
import { useInteractionGate } from '../content/InteractionGate.tsx';
import { updateItemInCaches } from '../content/item-cache.ts';
import { reactionItemType } from '../content/permissions.ts';
import type { ItemFields } from '../content/types.ts';
import { sendLike } from './queries.ts';
import { ReactionsModal } from './ReactionsModal.tsx';
import '../community.css';
import './LikeButton.css';

/**
 * The like toggle and its count. It flips at once; the toggle queue sends only the latest wish, and
 * when that fails the button goes back to what the server has (spec: optimistic, reverted on error).
 */
export function LikeButton({
  item,
  disabled,
  describedBy,
}: {
  item: ItemFields;
  disabled: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('feed');
  const client = useQueryClient();
  const toast = useToast();
  const gate = useInteractionGate();
  const like = item.reactions.find((r) => r.type === 'LIKE') ?? { type: 'LIKE', count: 0, selected: false };
  // What the server said last (the cached item) and what the member wants now.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const lastCounts = useRef<ItemFields['reactions'] | null>(null);
  const selected = wanted ?? like.selected;
  const count = Math.max(0, like.count + (selected === like.selected ? 0 : selected ? 1 : -1));
  const [listOpen, setListOpen] = useState(false);

  // Once the cache agrees with the wish (after success or a refetch), the wish is no longer needed.
  useEffect(() => {
    if (wanted !== null && wanted === like.selected) setWanted(null);
  }, [wanted, like.selected]);

  const toggle = useToggleMutationQueue<boolean>({
    initialState: like.selected,
    send: async (liked) => {
      lastCounts.current = await sendLike({ id: item.id, itemType: reactionItemType(item) }, liked);
      return liked;
    },
    onSuccess: (liked) => {
      const counts = lastCounts.current;
      updateItemInCaches(client, item.id, (current) => {
        const before = current.reactions.find((r) => r.type === 'LIKE') ?? { count: 0, selected: false };
        const likeCount = counts?.find((r) => r.type === 'LIKE')?.count;
        const next = {
          type: 'LIKE' as const,
          selected: liked,
          count: likeCount ?? Math.max(0, before.count + (liked === before.selected ? 0 : liked ? 1 : -1)),
        };
        return { reactions: [next, ...current.reactions.filter((r) => r.type !== 'LIKE')] };
      });
    },
    onFailure: (serverState) => {
      setWanted(serverState);
      toast({ title: t('reactions.failed'), tone: 'error' });
    },
  });

  const onClick = () =>
    gate.requireMember(() => {
      const next = !selected;
      setWanted(next);
      toggle(next);
    });

  return (
    <span className="feed-like">
      <button
        type="button"
        className={selected ? 'feed-action feed-like-button is-selected' : 'feed-action feed-like-button'}
        aria-pressed={selected}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={onClick}
      >
        <span aria-hidden="true">{selected ? '♥' : '♡'}</span> {t('reactions.like')}
      </button>
      {count > 0 && (
        <button
          type="button"
          className="btn btn-link feed-like-count"
          onClick={() => setListOpen(true)}
          aria-label={t('reactions.showWho', { count })}
        >
          {compactCount(count)}
        </button>
      )}
      {listOpen && <ReactionsModal itemId={item.id} open={listOpen} onOpenChange={setListOpen} />}
    </span>
  );
}

import { type CollapseKind, collapseMaxHeightPx, shouldCollapse, shouldCollapseHeight } from '@havn/domain';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageText } from './MessageText.tsx';
import './CollapsibleMessage.css';

/**
 * A long message is cut at its line limit (spec section 9: 10 lines for a post, 6 for a comment or
 * reply, 20 and 12 in a group, at 20 px a line) with a "See more" button that shows the rest. Lines
 * are counted from the text's own line breaks and from the rendered height, so long wrapped
 * paragraphs collapse too.
 */
export function CollapsibleMessage({
  text,
  kind,
  inGroup,
  lang,
}: {
  text: string;
  kind: CollapseKind;
  inGroup: boolean;
  lang?: string | undefined;
}) {
  const { t } = useTranslation('feed');
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [tooTall, setTooTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text has a new height to measure
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) setTooTall(shouldCollapseHeight(element.scrollHeight, kind, inGroup));
  }, [text, kind, inGroup]);

  const collapsible = shouldCollapse(text.split('\n').length, kind, inGroup) || tooTall;
  const collapsed = collapsible && !expanded;
  return (
    <div className="feed-message-wrap">
      <div
        id={id}
        ref={ref}
        lang={lang}
        className={collapsed ? 'feed-message is-collapsed' : 'feed-message'}
        style={collapsed ? { maxHeight: collapseMaxHeightPx(kind, inGroup) } : undefined}
        data-testid="message"
      >
        <MessageText text={text} />
      </div>
      {collapsed && (
        <button
          type="button"
          className="btn btn-link feed-see-more"
          aria-expanded={false}
          aria-controls={id}
          onClick={() => setExpanded(true)}
        >
          {t('item.seeMore')}
        </button>
      )}
    </div>
  );
}

import { COLLAPSE_LINE_HEIGHT_PX, COLLAPSE_LINES } from '../limits.ts';

/**
 * Long messages collapse behind "See more" (spec section 4; section 9, Collapsing). Group feeds get
 * more lines before collapsing, since a group's discussion is the page's main content.
 */

/** A poll's question collapses like a post, a reply like a comment. */
export type CollapseKind = 'post' | 'poll' | 'comment' | 'reply';

export function collapseLineLimit(kind: CollapseKind, inGroup: boolean): number {
  const isRoot = kind === 'post' || kind === 'poll';
  if (inGroup) return isRoot ? COLLAPSE_LINES.groupPost : COLLAPSE_LINES.groupComment;
  return isRoot ? COLLAPSE_LINES.post : COLLAPSE_LINES.comment;
}

/** The collapsed message's maximum height: its line limit at 20 px a line. */
export function collapseMaxHeightPx(kind: CollapseKind, inGroup: boolean): number {
  return collapseLineLimit(kind, inGroup) * COLLAPSE_LINE_HEIGHT_PX;
}

/** No collapse up to the limit; one line more and "See more" appears. */
export function shouldCollapse(lineCount: number, kind: CollapseKind, inGroup: boolean): boolean {
  return lineCount > collapseLineLimit(kind, inGroup);
}

/** The same decision from a measured height, for the browser, which knows pixels rather than lines. */
export function shouldCollapseHeight(heightPx: number, kind: CollapseKind, inGroup: boolean): boolean {
  return heightPx > collapseMaxHeightPx(kind, inGroup);
}

import { describe, expect, it } from 'vitest';
import { COLLAPSE_LINE_HEIGHT_PX } from '../limits.ts';
import { type CollapseKind, collapseMaxHeightPx, shouldCollapse, shouldCollapseHeight } from './collapse.ts';

describe('collapsing (spec section 9: line height 20 px; 10 lines post, 6 comment or reply, 20 group post, 12 group comment)', () => {
  it('measures in 20 px lines', () => {
    expect(COLLAPSE_LINE_HEIGHT_PX).toBe(20);
  });

  it.each<[CollapseKind, boolean, number]>([
    ['post', false, 10],
    ['poll', false, 10],
    ['comment', false, 6],
    ['reply', false, 6],
    ['post', true, 20],
    ['poll', true, 20],
    ['comment', true, 12],
    ['reply', true, 12],
  ])('%s (in group: %s) shows %i lines uncollapsed', (kind, inGroup, lines) => {
    expect(collapseMaxHeightPx(kind, inGroup)).toBe(lines * 20);
    expect(shouldCollapse(lines, kind, inGroup)).toBe(false);
    expect(shouldCollapse(lines + 1, kind, inGroup)).toBe(true);
    expect(shouldCollapseHeight(lines * 20, kind, inGroup)).toBe(false);
    expect(shouldCollapseHeight(lines * 20 + 1, kind, inGroup)).toBe(true);
  });
});

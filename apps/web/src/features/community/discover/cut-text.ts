/**
 * Widget names are cut at 40 characters and usernames at 20 (spec section 9, Lists and counts).
 * Characters are what the reader sees (grapheme clusters), so a flag or an accented letter typed
 * as two code points is never split in half; the cut text ends in an ellipsis.
 */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function cutText(text: string, max: number): { text: string; cut: boolean } {
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  if (parts.length <= max) return { text, cut: false };
  return { text: `${parts.slice(0, max).join('').trimEnd()}…`, cut: true };
}

/**
 * User text is shown as text, never as HTML. The only markup it gets: http(s) addresses become links.
 * The message is cut into text and link parts; React renders both as text nodes and <a> elements.
 */
export type MessagePart =
  | { kind: 'text'; start: number; text: string }
  | { kind: 'link'; start: number; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than the address: "see https://x.example/a."
const TRAILING = /[.,;:!?'"»”’]+$/;

function trimTrailing(candidate: string): string {
  let url = candidate.replace(TRAILING, '');
  // A closing bracket belongs to the address only when the address opened one: (see https://x.example)
  while (/[)\]]$/.test(url)) {
    const close = url.at(-1)!;
    const open = close === ')' ? '(' : '[';
    if (url.split(open).length - 1 >= url.split(close).length - 1) break;
    url = url.slice(0, -1).replace(TRAILING, '');
  }
  return url;
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function linkify(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let cursor = 0;
  for (const match of message.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = trimTrailing(match[0]);
    if (!isWebUrl(url)) continue;
    if (start > cursor) parts.push({ kind: 'text', start: cursor, text: message.slice(cursor, start) });
    parts.push({ kind: 'link', start, text: url, href: url });
    cursor = start + url.length;
  }
  if (cursor < message.length) parts.push({ kind: 'text', start: cursor, text: message.slice(cursor) });
  return parts;
}

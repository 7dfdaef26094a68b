import { useMemo } from 'react';
import { linkify } from './linkify.ts';

/** A member's message as text; its web addresses as links that open elsewhere and pass no credit. */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <>
      {parts.map((part) =>
        part.kind === 'text' ? (
          <span key={part.start}>{part.text}</span>
        ) : (
          <a key={part.start} href={part.href} rel="nofollow noopener noreferrer" target="_blank">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

import { cutText } from './cut-text.ts';

/** A name cut to `max` characters; the full name stays in the title and for screen readers. */
export function CutText({ text, max }: { text: string; max: number }) {
  const cut = cutText(text, max);
  if (!cut.cut) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true" title={text}>
        {cut.text}
      </span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}

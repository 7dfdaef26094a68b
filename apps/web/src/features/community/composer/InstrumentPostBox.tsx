import { useContentLanguage } from '../content/use-content-language.ts';
import { feedKeys } from '../feed/queries.ts';
import { CreatePostBox } from './CreatePostBox.tsx';

/** A post about an instrument, added to its feed in the reader's language (e.g. a comment on a trade). */
export function InstrumentPostBox({ instrumentId }: { instrumentId: number }) {
  const language = useContentLanguage();
  const target = { instrumentId };
  return <CreatePostBox target={target} feedKey={feedKeys.feed(target, language)} />;
}

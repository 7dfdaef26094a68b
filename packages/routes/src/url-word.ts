/**
 * The one spelling rule that turns a real word of a site's language into a URL path word.
 * Every fixed path word in the catalogue goes through it, so `köp` is always `kop` and never `koep`,
 * and a word the rule cannot make URL-safe fails loudly when the catalogue loads instead of shipping.
 */
const LETTER_SPELLING: Readonly<Record<string, string>> = {
  å: 'a',
  ä: 'a',
  ö: 'o',
  æ: 'ae',
  ø: 'o',
  ü: 'u',
  ß: 'ss',
};

const URL_WORD = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lowercase ASCII; å→a, ä→a, ö→o, æ→ae, ø→o, ü→u, ß→ss; spaces→'-'. Throws when anything else remains. */
export function urlWord(natural: string): string {
  const word = natural
    .toLowerCase()
    .replace(/[åäöæøüß]/g, (letter) => LETTER_SPELLING[letter] ?? letter)
    .replace(/ /g, '-');
  if (!URL_WORD.test(word)) {
    throw new Error(`"${natural}" is not URL-safe under the spelling rule (it became "${word}")`);
  }
  return word;
}

export function isUrlWord(value: string): boolean {
  return URL_WORD.test(value);
}

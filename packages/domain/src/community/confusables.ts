/**
 * Unicode's identifier and confusable rules for names people see (UTS #39, Unicode Security
 * Mechanisms), shared by usernames and group names:
 * - invisible and direction-changing characters are refused (Default_Ignorable_Code_Point covers
 *   zero-width characters, variation selectors and the Hangul fillers; Bidi_Control the overrides);
 * - at most MAX_MARKS_IN_A_ROW combining marks follow one another, and never the same one twice;
 * - the restriction level is "highly restrictive": one script, or Latin with Han and the Japanese or
 *   Korean scripts, so a Cyrillic "А" cannot hide inside a Latin name;
 * - two names are the same name when their skeletons match: case folded, whitespace trimmed and
 *   collapsed, and every character mapped to its prototype from Unicode's confusables.txt (the
 *   maintained `unhomoglyph` package carries that table).
 */

export const MAX_MARKS_IN_A_ROW = 3;

/** Scripts recommended for identifiers (UTS #31 table 5); a letter of any other script is refused. */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Ethiopic',
  'Khmer',
  'Mongolian',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
] as const;
type Script = (typeof SCRIPTS)[number];

const SCRIPT_TESTS: ReadonlyArray<readonly [Script, RegExp]> = SCRIPTS.map(
  (script) => [script, new RegExp(`^\\p{Script_Extensions=${script}}$`, 'u')] as const,
);

/** The combinations "highly restrictive" allows besides a single script. */
const SCRIPT_COMBINATIONS: ReadonlyArray<ReadonlySet<Script>> = [
  new Set<Script>(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set<Script>(['Latin', 'Han', 'Bopomofo']),
  new Set<Script>(['Latin', 'Han', 'Hangul']),
];

const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u;
const COMMON_OR_INHERITED = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
const MARK = /^\p{M}$/u;

export type IdentifierFault =
  | { kind: 'character'; char: string }
  | { kind: 'marks' }
  | { kind: 'mixedScripts' };

/** How a character is named in a message: itself when visible, else its code point (U+202E). */
export function describeCharacter(char: string): string {
  if (!INVISIBLE.test(char) && !/^\p{M}+$/u.test(char)) return char;
  return [...char]
    .map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
    .join(' ');
}

/** The scripts a code point belongs to among the recommended ones; null for Common/Inherited. */
function scriptsOf(char: string): Set<Script> | null {
  if (COMMON_OR_INHERITED.test(char)) {
    // Common characters with script extensions (the Japanese prolonged sound mark, say) still count.
    const extensions = SCRIPT_TESTS.filter(([, test]) => test.test(char)).map(([script]) => script);
    return extensions.length > 0 && extensions.length < SCRIPTS.length ? new Set(extensions) : null;
  }
  return new Set(SCRIPT_TESTS.filter(([, test]) => test.test(char)).map(([script]) => script));
}

/** The first fault of an NFC name under the rules above, or null when it may be shown as a name. */
export function identifierFault(name: string): IdentifierFault | null {
  const codePoints = [...name];
  const invisible = codePoints.find((c) => INVISIBLE.test(c));
  if (invisible !== undefined) return { kind: 'character', char: invisible };
  let marks = 0;
  let previous = '';
  for (const c of codePoints) {
    if (MARK.test(c)) {
      marks += 1;
      if (marks > MAX_MARKS_IN_A_ROW || c === previous) return { kind: 'marks' };
    } else {
      marks = 0;
    }
    previous = c;
  }
  const sets: Set<Script>[] = [];
  for (const c of codePoints) {
    const scripts = scriptsOf(c);
    if (scripts === null) continue;
    if (scripts.size === 0) return { kind: 'character', char: c };
    sets.push(scripts);
  }
  const fits = (allowed: ReadonlySet<Script>) => sets.every((set) => [...set].some((s) => allowed.has(s)));
  if (SCRIPTS.some((script) => fits(new Set([script]))) || SCRIPT_COMBINATIONS.some(fits)) return null;
  return { kind: 'mixedScripts' };
}

/** UTF-8 length, for the byte caps that stand beside the character counts. */
export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

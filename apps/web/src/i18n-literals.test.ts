import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every word a reader meets comes from the catalogs in six languages: no English typed into JSX,
 * neither as text between tags nor in the attributes screen readers say (aria-label, title, alt,
 * placeholder, label). A scan of the source, so it also covers screens no test renders.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

const screens = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !/\.test\.tsx$|[\\/]testing[\\/]/.test(file))
  .sort();

/** Source without comments, so a comment quoting the spec's English is not mistaken for UI. */
function code(file: string): string {
  return readFileSync(join(SRC, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** A word: two letters in a row. Symbols ('×', '⋯', '%'), numbers and names in braces pass. */
const WORD = /\p{L}{2}/u;
const SPOKEN =
  'aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|alt|placeholder|label';
const ATTRIBUTE = new RegExp(
  `\\s(${SPOKEN})=(?:"([^"]*)"|\\{'([^']*)'\\}|\\{"([^"]*)"\\}|\\{\`([^\`$]*)\`\\})`,
  'g',
);
// Text between a tag's end and the next tag (an arrow, a comparison or a type argument is code).
const TEXT = />([^<>{}]*)</g;

/** The '>' at `at` ends a JSX tag: its '<' follows no name, as a type argument's does (`Ref<T>`). */
function closesTag(source: string, at: number): boolean {
  if (source[at - 1] === '=' || source[at - 1] === '-') return false;
  const open = source.lastIndexOf('<', at);
  return open >= 0 && !/[\w$.]/.test(source[open - 1] ?? '');
}

function literals(file: string): string[] {
  const source = code(file);
  const found: string[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
    if (WORD.test(value)) found.push(`${file}: ${match[1]}="${value}"`);
  }
  for (const match of source.matchAll(TEXT)) {
    const at = match.index ?? 0;
    const text = match[1] ?? '';
    if (!closesTag(source, at) || /[;=&|()]/.test(text)) continue;
    if (WORD.test(text)) found.push(`${file}: >${text.trim()}<`);
  }
  return found;
}

describe('no hard-coded words in the web app', () => {
  it('scans the screens, features and components', () => {
    expect(screens.length).toBeGreaterThan(100);
  });

  it('has no English (or any words) typed into JSX text or spoken attributes', () => {
    expect(screens.flatMap(literals)).toEqual([]);
  });

  it('would catch one', () => {
    const sample = `<button aria-label="Close dialog" title={'Notifications'}>Send</button>`;
    const found = [...sample.matchAll(ATTRIBUTE)].map((m) => m[1]);
    expect(found).toEqual(['aria-label', 'title']);
    expect([...sample.matchAll(TEXT)].map((m) => m[1])).toEqual(['Send']);
  });
});

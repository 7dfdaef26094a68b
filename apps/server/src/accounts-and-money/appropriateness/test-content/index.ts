import type { Language } from '@havn/domain';
import { da } from './da.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fi } from './fi.ts';
import { nb } from './nb.ts';
import { sv } from './sv.ts';

/** One language's wording of every question: the question, then options a, b and c. */
export type TestWording = Readonly<Record<string, readonly [string, string, string, string]>>;

/** The knowledge tests' wording in the six languages; the questions and right answers are the domain's. */
export const TEST_WORDING: Readonly<Record<Language, TestWording>> = { en, sv, nb, da, fi, de };

import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../limits.ts';
import {
  characterCounter,
  checkText,
  codePointLength,
  isBlank,
  maxCharactersMessage,
  normalizeText,
  trimEdited,
} from './text.ts';

describe('text limits (spec section 5: report 500, post 5000, comment 5000, reply 5000, poll 280, poll question 280, poll option 30)', () => {
  it('holds the spec numbers', () => {
    expect(TEXT_LIMITS).toEqual({
      report: 500,
      post: 5000,
      comment: 5000,
      reply: 5000,
      poll: 280,
      pollQuestion: 280,
      pollOption: 30,
    });
  });

  it.each([
    ['report', 500],
    ['post', 5000],
    ['comment', 5000],
    ['reply', 5000],
    ['poll', 280],
    ['pollQuestion', 280],
    ['pollOption', 30],
  ] as const)('%s accepts %i characters and refuses one more', (kind, limit) => {
    expect(checkText(kind, 'a'.repeat(limit))).toEqual({ ok: true, value: 'a'.repeat(limit) });
    expect(checkText(kind, 'a'.repeat(limit + 1))).toEqual({
      ok: false,
      error: 'TOO_LONG',
      limit,
      length: limit + 1,
    });
  });
});

describe('checkText', () => {
  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['newlines and tabs', '\n\t\n'],
    ['zero-width space', '\u200B'],
  ])('refuses a blank text (%s): a post needs non-blank text', (_, text) => {
    expect(checkText('post', text)).toEqual({ ok: false, error: 'EMPTY' });
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007'],
    ['escape', '\u001B[31mred'],
    ['DEL', 'a\u007F'],
    ['C1 control', 'a\u0085'],
  ])('refuses control characters (%s)', (_, text) => {
    expect(checkText('comment', text)).toEqual({ ok: false, error: 'CONTROL_CHARACTERS' });
  });

  it('keeps line feeds and tabs, and turns CRLF into LF', () => {
    expect(checkText('post', 'one\r\ntwo\tthree\rfour')).toEqual({
      ok: true,
      value: 'one\ntwo\tthree\nfour',
    });
  });

  it('counts code points, so an emoji outside the BMP is one character', () => {
    const thirty = '😀'.repeat(30);
    expect(thirty.length).toBe(60);
    expect(checkText('pollOption', thirty)).toEqual({ ok: true, value: thirty });
    expect(checkText('pollOption', `${thirty}a`)).toMatchObject({ error: 'TOO_LONG', limit: 30, length: 31 });
  });

  it('normalizes to NFC before counting: a decomposed é is one character', () => {
    const decomposed = 'e\u0301'.repeat(30);
    const result = checkText('pollOption', decomposed);
    expect(result).toEqual({ ok: true, value: '\u00E9'.repeat(30) });
  });
});

describe('helpers', () => {
  it("fills 'Maximum {limit} characters'", () => {
    expect(maxCharactersMessage(500)).toBe('Maximum 500 characters');
    expect(maxCharactersMessage(30)).toBe('Maximum 30 characters');
  });

  it('shows the report counter as length/limit', () => {
    expect(characterCounter('report', 'hello')).toBe('5/500');
  });

  it('trims edited messages', () => {
    expect(trimEdited('  edited text \n')).toBe('edited text');
  });

  it.each([
    ['', true],
    [' \u00A0\u2003', true],
    ['\uFEFF', true],
    ['a', false],
    ['.', false],
  ])('isBlank(%j) is %s', (text, blank) => {
    expect(isBlank(text)).toBe(blank);
  });

  it('normalizeText is typed: ok with the value, or the error', () => {
    expect(normalizeText('Cafe\u0301')).toEqual({ ok: true, value: 'Café' });
    expect(normalizeText('\u0000')).toEqual({ ok: false, error: 'CONTROL_CHARACTERS' });
    expect(codePointLength('a😀b')).toBe(3);
  });
});

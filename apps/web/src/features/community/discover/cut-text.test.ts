import { WIDGET_NAME_MAX, WIDGET_USERNAME_MAX } from '@havn/domain';
import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text.ts';

describe('widget names cut at 40 characters, usernames at 20 (spec section 9)', () => {
  it('leaves a name of exactly the limit alone', () => {
    const name = 'a'.repeat(WIDGET_NAME_MAX);
    expect(cutText(name, WIDGET_NAME_MAX)).toEqual({ text: name, cut: false });
  });

  it('keeps the first 40 characters and adds an ellipsis', () => {
    const name = `${'b'.repeat(WIDGET_NAME_MAX)}c`;
    expect(cutText(name, WIDGET_NAME_MAX)).toEqual({ text: `${'b'.repeat(WIDGET_NAME_MAX)}…`, cut: true });
  });

  it('cuts usernames at 20 and never splits a character the reader sees as one', () => {
    const username = `${'é'.repeat(19)}🇸🇪🇸🇪`;
    const { text, cut } = cutText(username, WIDGET_USERNAME_MAX);
    expect(cut).toBe(true);
    expect(text).toBe(`${'é'.repeat(19)}🇸🇪…`);
  });

  it('does not end the cut text on a space', () => {
    expect(cutText('Nordic dividend investors unite', 7).text).toBe('Nordic…');
  });
});

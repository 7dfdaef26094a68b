import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify: user text stays text; only http(s) addresses become links', () => {
  it('cuts a message into text and links', () => {
    expect(linkify('Read https://havn.example/report now')).toEqual([
      { kind: 'text', start: 0, text: 'Read ' },
      { kind: 'link', start: 5, text: 'https://havn.example/report', href: 'https://havn.example/report' },
      { kind: 'text', start: 32, text: ' now' },
    ]);
  });

  it('leaves sentence punctuation and an unopened bracket outside the link', () => {
    const links = (s: string) => linkify(s).flatMap((p) => (p.kind === 'link' ? [p.href] : []));
    expect(links('See http://a.example/x.')).toEqual(['http://a.example/x']);
    expect(links('(see https://a.example/b)')).toEqual(['https://a.example/b']);
    expect(links('https://en.wikipedia.example/wiki/Volvo_(company)')).toEqual([
      'https://en.wikipedia.example/wiki/Volvo_(company)',
    ]);
  });

  it('never links other schemes, and keeps markup as plain text', () => {
    expect(linkify('javascript:alert(1) <b>bold</b> ftp://x.example')).toEqual([
      { kind: 'text', start: 0, text: 'javascript:alert(1) <b>bold</b> ftp://x.example' },
    ]);
  });
});

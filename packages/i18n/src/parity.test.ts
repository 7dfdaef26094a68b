import { ERROR_CODES } from '@havn/contract';
import { describe, expect, it } from 'vitest';
import { flattenKeys, LANGUAGES, namespaces, resources } from './index.ts';

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('catalog parity: all six languages have the same keys', () => {
  for (const ns of namespaces) {
    const english = flattenKeys(resources.en[ns]).sort();
    for (const language of LANGUAGES) {
      it(`${language}/${ns}.json has every key en has and no other`, () => {
        expect(flattenKeys(resources[language][ns]).sort()).toEqual(english);
      });
      it(`${language}/${ns}.json keeps every placeholder and leaves nothing empty`, () => {
        const theirs = new Map(leaves(resources[language][ns]));
        for (const [key, text] of leaves(resources.en[ns])) {
          const translated = theirs.get(key) ?? '';
          expect(translated.trim(), `${language}:${ns}:${key}`).not.toBe('');
          expect(placeholders(translated), `${language}:${ns}:${key}`).toEqual(placeholders(text));
        }
      });
    }
  }

  it('has a message for every error code of the API, and a NETWORK message for no answer at all', () => {
    const keys = flattenKeys(resources.en.errors);
    expect(keys).toEqual(expect.arrayContaining([...ERROR_CODES, 'NETWORK']));
  });
});

describe('the routes namespace covers the catalogue', async () => {
  const { ROUTE_IDS, SECTIONS, TEAMS } = await import('@havn/routes');
  const en = resources.en.routes as {
    titles: Record<string, string>;
    sections: Record<string, string>;
    teams: Record<string, string>;
  };
  it('titles every route, names every section and team', () => {
    expect(Object.keys(en.titles).sort()).toEqual([...ROUTE_IDS].sort());
    expect(Object.keys(en.sections).sort()).toEqual([...SECTIONS].sort());
    expect(Object.keys(en.teams).sort()).toEqual([...TEAMS].sort());
  });
});

describe('the market namespace names the closed lists the API sends as codes', async () => {
  const { INSTRUMENT_TYPES, SECTORS } = await import('@havn/domain/broker/index');
  it('names every sector (the API sends "Industrials"; a reader on the Swedish site reads "Industri")', () => {
    const en = resources.en.market as { sectors: Record<string, string> };
    expect(Object.keys(en.sectors).sort()).toEqual([...SECTORS].sort());
  });
  it('names every instrument type', () => {
    const en = resources.en.feed as { instrument: { types: Record<string, string> } };
    expect(Object.keys(en.instrument.types).sort()).toEqual([...INSTRUMENT_TYPES].sort());
  });
});

import { api } from '@havn/contract';
import { FAQ_CATEGORIES, LANGUAGES } from '@havn/domain';
import { startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the FAQ', () => {
  it('answers in each of the six languages, every category with at least one entry', async () => {
    for (const language of LANGUAGES) {
      const all = await server.client().callOk(api.site.faq, { query: { language } });
      expect(new Set(all.map((e) => e.category))).toEqual(new Set(FAQ_CATEGORIES));
      for (const entry of all) {
        expect(entry.question.length, language).toBeGreaterThan(5);
        expect(entry.answer.length, language).toBeGreaterThan(20);
      }
    }
  });

  it('narrows to a category and to the words searched, case and accents aside', async () => {
    const client = server.client();
    const tax = await client.callOk(api.site.faq, { query: { category: 'TAX', language: 'sv' } });
    expect(tax.every((e) => e.category === 'TAX')).toBe(true);
    const found = await client.callOk(api.site.faq, {
      query: { language: 'sv', q: 'COURTAGE minimiavgiften' },
    });
    expect(found.map((e) => e.question)).toContain('Vad kostar en affär?');
    expect(await client.callOk(api.site.faq, { query: { language: 'de', q: 'zzzz' } })).toEqual([]);
  });

  it('refuses a category it does not know', async () => {
    const refused = await server.client().callUnchecked(api.site.faq, { query: { category: 'LOTTERY' } });
    expect(refused.statusCode).toBe(400);
  });
});

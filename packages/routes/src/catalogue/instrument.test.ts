import { describe, expect, it } from 'vitest';
import { INSTRUMENT_ROUTES } from './instrument.ts';

const byId = new Map(INSTRUMENT_ROUTES.map((route) => [route.id, route]));

describe('instrument pages', () => {
  it('addresses an instrument by id and name or by slug, with the optional order tail', () => {
    expect(byId.get('instrument')?.paths.en).toBe(
      '/en/market/instruments/{instrumentId}-{instrumentName}/{order?}/{intent?}/{intentPayload?}',
    );
    expect(byId.get('instrument-by-slug')?.paths.en).toBe(
      '/en/market/instruments/{instrumentSlug}/{order?}/{intent?}/{intentPayload?}',
    );
    const intent = byId.get('instrument')?.params.find((param) => param.name === 'intent');
    expect(intent?.values).toEqual(['buy', 'sell', 'show', 'modify', 'comment']);
    expect(byId.get('instrument')?.params.find((param) => param.name === 'intentPayload')?.numeric).toBe(
      true,
    );
  });

  it('localizes the intent words per site', () => {
    const intent = byId.get('instrument')?.params.find((param) => param.name === 'intent');
    expect(intent?.words?.se.buy).toBe('kop');
    expect(intent?.words?.no.buy).toBe('kjop');
    expect(intent?.words?.dk.sell).toBe('saelg');
    expect(intent?.words?.fi.show).toBe('nayta');
    expect(intent?.words?.de.modify).toBe('andern');
  });

  it('has fund buy and sell with an optional account', () => {
    expect(byId.get('fund-buy')?.paths.se).toBe(
      '/se/marknaden/fonder/{instrumentId}-{instrumentName}/kop/{accid?}',
    );
    expect(byId.get('fund-sell')?.paths.se).toBe(
      '/se/marknaden/fonder/{instrumentId}-{instrumentName}/salj/{accid?}',
    );
  });

  it('has cost-info, latest-trades and the six order pages', () => {
    expect([...byId.keys()].slice(4)).toEqual([
      'cost-info',
      'latest-trades',
      'order',
      'order-buy',
      'order-sell',
      'order-modify',
      'order-comment',
      'order-show',
    ]);
    expect(byId.get('order-modify')?.paths.se).toBe('/se/order/andra/{id}');
    for (const id of ['order', 'order-buy', 'fund-buy'] as const) expect(byId.get(id)?.auth).toBe(true);
    for (const id of ['instrument', 'cost-info', 'latest-trades'] as const)
      expect(byId.get(id)?.auth).toBe(false);
  });
});

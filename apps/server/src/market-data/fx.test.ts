import { dec, FX_RATES_SEK } from '@havn/domain/broker/index';
import { startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { dailyFx, liveFxRate } from './fx.ts';
import type { DailyClose, MarketDataProvider } from './provider.ts';
import { SimulatedMarketData } from './simulated-provider.ts';

/** Monday 23 November 2026, 11:00 in Stockholm: three weeks of FX closes behind it. */
const clock = new ManualClock('2026-11-23T10:00:00.000Z');
const FROM = new Date('2026-11-02T00:00:00.000Z');
let server: TestServer;
let provider: SimulatedMarketData;

beforeAll(async () => {
  server = await startTestServer({ clock, config: { marketHours: 'real' } });
  provider = new SimulatedMarketData(server.ctx.db, clock, { hours: 'real' });
});
afterAll(async () => {
  await server.close();
});

/** The provider with some methods answered by the test instead. */
function scripted(
  base: MarketDataProvider,
  overrides: Partial<Pick<MarketDataProvider, 'fxRate' | 'indicatorCloses'>>,
): MarketDataProvider {
  return new Proxy(base, {
    get(target, property) {
      if (property === 'fxRate' && overrides.fxRate) return overrides.fxRate;
      if (property === 'indicatorCloses' && overrides.indicatorCloses) return overrides.indicatorCloses;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const closeOf = (closes: readonly DailyClose[], date: string) => closes.find((c) => c.date === date)!.close;

describe('live FX from the simulated provider', () => {
  it('quotes USD and NOK in SEK exactly as the provider does', async () => {
    for (const currency of ['USD', 'EUR', 'NOK', 'DKK']) {
      const quoted = (await provider.fxRate(currency, 'SEK'))!;
      expect((await liveFxRate(provider, currency, 'SEK')).equals(dec(quoted))).toBe(true);
    }
  });

  it('crosses through SEK at full precision: USD in EUR agrees with the provider to its six decimals', async () => {
    const cross = await liveFxRate(provider, 'USD', 'EUR');
    const quoted = dec((await provider.fxRate('USD', 'EUR'))!);
    expect(cross.minus(quoted).abs().lessThan(dec('0.000002'))).toBe(true);
    const there = await liveFxRate(provider, 'SEK', 'USD');
    const back = await liveFxRate(provider, 'USD', 'SEK');
    expect(there.times(back).toFixed(30)).toBe(`1.${'0'.repeat(30)}`);
  });

  it('moves with the market, unlike the table', async () => {
    const at = async (iso: string) => {
      const moving = new SimulatedMarketData(server.ctx.db, new ManualClock(iso), { hours: 'real' });
      return liveFxRate(moving, 'USD', 'SEK');
    };
    const monday = await at('2026-11-23T10:00:00.000Z');
    const later = await at('2026-11-27T15:00:00.000Z');
    expect(monday.equals(later)).toBe(false);
  });

  it('takes a currency the provider does not quote from the domain table', async () => {
    expect((await liveFxRate(provider, 'GBP', 'SEK')).equals(dec(FX_RATES_SEK.GBP!))).toBe(true);
    const usd = dec((await provider.fxRate('USD', 'SEK'))!);
    expect((await liveFxRate(provider, 'GBP', 'USD')).equals(dec(FX_RATES_SEK.GBP!).div(usd))).toBe(true);
  });

  it('answers 1 for the same currency and refuses one nobody has a rate for', async () => {
    expect((await liveFxRate(provider, 'NOK', 'NOK')).toFixed()).toBe('1');
    await expect(liveFxRate(provider, 'XAU', 'SEK')).rejects.toThrow(RangeError);
  });

  it('falls back to the table leg by leg when the provider stops quoting a currency', async () => {
    const noEuro = scripted(provider, {
      fxRate: async (from, to) => (from === 'EUR' ? null : provider.fxRate(from, to)),
    });
    const usd = dec((await provider.fxRate('USD', 'SEK'))!);
    expect((await liveFxRate(noEuro, 'USD', 'EUR')).equals(usd.div(dec(FX_RATES_SEK.EUR!)))).toBe(true);
  });
});

describe('daily FX closes from the simulated provider', () => {
  it('gives each day’s USD/SEK close, Friday’s over the weekend and the first close before it', async () => {
    const fx = await dailyFx(provider, FROM, clock.now());
    const usdSek = (await provider.indicatorCloses('USDSEK', FROM, clock.now()))!;
    expect(usdSek.length).toBeGreaterThan(10);
    for (const { date, close } of usdSek) expect(fx.rate('USD', 'SEK', date).equals(dec(close))).toBe(true);
    // Saturday 14 and Sunday 15 November: Friday the 13th's close.
    expect(fx.rate('USD', 'SEK', '2026-11-14').equals(dec(closeOf(usdSek, '2026-11-13')))).toBe(true);
    expect(fx.rate('USD', 'SEK', '2026-11-15').equals(dec(closeOf(usdSek, '2026-11-13')))).toBe(true);
    expect(fx.rate('USD', 'SEK', '2026-10-01').equals(dec(usdSek[0]!.close))).toBe(true);
    expect(
      fx
        .rate('SEK', 'USD', '2026-11-13')
        .times(fx.rate('USD', 'SEK', '2026-11-13'))
        .toFixed(20),
    ).toBe('1.00000000000000000000');
  });

  it('crosses NOK and DKK through EUR, and keeps the table for currencies without closes', async () => {
    const fx = await dailyFx(provider, FROM, clock.now());
    const day = '2026-11-18';
    const close = async (symbol: string) =>
      dec(closeOf((await provider.indicatorCloses(symbol, FROM, clock.now()))!, day));
    const eurSek = await close('EURSEK');
    expect(fx.rate('EUR', 'SEK', day).equals(eurSek)).toBe(true);
    expect(fx.rate('NOK', 'SEK', day).equals(eurSek.div(await close('EURNOK')))).toBe(true);
    // EUR in DKK is EUR/SEK over (EUR/SEK ÷ EUR/DKK): EUR/DKK, to the 40 digits of the division.
    expect(fx.rate('EUR', 'DKK', day).toFixed(20)).toBe((await close('EURDKK')).toFixed(20));
    expect(fx.rate('GBP', 'SEK', day).equals(dec(FX_RATES_SEK.GBP!))).toBe(true);
    expect(fx.rate('DKK', 'DKK', day).toFixed()).toBe('1');
    expect(() => fx.rate('XAU', 'SEK', day)).toThrow(RangeError);
  });
});

describe('daily FX closes from a scripted provider', () => {
  // USD/SEK closes on Monday 2, Tuesday 3 and Friday 6 November (a holiday in between); EUR/SEK only on
  // the 3rd; no EUR/DKK series at all.
  const series: Record<string, DailyClose[]> = {
    USDSEK: [
      { date: '2026-11-02', close: '10.00' },
      { date: '2026-11-03', close: '10.50' },
      { date: '2026-11-06', close: '11.00' },
    ],
    EURSEK: [{ date: '2026-11-03', close: '12.00' }],
    EURNOK: [
      { date: '2026-11-02', close: '11.50' },
      { date: '2026-11-05', close: '12.00' },
    ],
  };
  const closes = async (symbol: string): Promise<DailyClose[] | null> => series[symbol] ?? null;

  it('carries the latest close over days without one and the first one back', async () => {
    const fx = await dailyFx(scripted(provider, { indicatorCloses: closes }), FROM, clock.now());
    const usd = (date: string) => fx.rate('USD', 'SEK', date).toFixed();
    expect([
      usd('2026-11-01'),
      usd('2026-11-02'),
      usd('2026-11-04'),
      usd('2026-11-06'),
      usd('2026-11-09'),
    ]).toEqual(['10', '10', '10.5', '11', '11']);
  });

  it('combines each leg’s own latest close for a cross', async () => {
    const fx = await dailyFx(scripted(provider, { indicatorCloses: closes }), FROM, clock.now());
    // The 2nd: EUR/SEK's first close (12.00, the 3rd) over EUR/NOK 11.50; the 5th: 12.00 / 12.00.
    expect(fx.rate('NOK', 'SEK', '2026-11-02').equals(dec('12').div(dec('11.5')))).toBe(true);
    expect(fx.rate('NOK', 'SEK', '2026-11-05').toFixed()).toBe('1');
    // USD in NOK on the 6th: 11.00 SEK per USD over 1 SEK per NOK.
    expect(fx.rate('USD', 'NOK', '2026-11-06').toFixed()).toBe('11');
    // No EUR/DKK closes: DKK from the table.
    expect(fx.rate('DKK', 'SEK', '2026-11-06').equals(dec(FX_RATES_SEK.DKK!))).toBe(true);
  });

  it('uses the table for every currency when the provider has no FX closes', async () => {
    const fx = await dailyFx(scripted(provider, { indicatorCloses: async () => null }), FROM, clock.now());
    expect(fx.rate('USD', 'SEK', '2026-11-06').equals(dec(FX_RATES_SEK.USD!))).toBe(true);
    expect(
      fx.rate('EUR', 'USD', '2026-11-06').equals(dec(FX_RATES_SEK.EUR!).div(dec(FX_RATES_SEK.USD!))),
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { deemedCost, deemedCostPercent, iskStatement, salesByInstrument, taxFormOf } from './tax-forms.ts';

const sale = (instrumentId: number, volume: number, proceeds: string, cost: string) => ({
  instrumentId,
  name: `Share ${instrumentId}`,
  executionId: `${instrumentId}-${volume}`,
  executedAt: '2026-05-01T10:00:00.000Z',
  acquiredAt: null,
  volume,
  price: '1',
  proceeds,
  cost,
  result: '0',
});

describe('tax statements', () => {
  it('reports each account on its country’s form, and none where the country taxes it another way', () => {
    expect(taxFormOf('AF')).toBe('K4');
    expect(taxFormOf('ISK')).toBe('ISK');
    expect(taxFormOf('ARVO_OSUUSTILI')).toBe('9A');
    expect(taxFormOf('AKSJE_FOND')).toBe('RF1088');
    expect(taxFormOf('AKTIEDEPOT')).toBe('DK');
    expect(taxFormOf('KF')).toBeNull();
    expect(taxFormOf('ASK')).toBeNull();
  });

  it('sums K4 section A by instrument, a net gain as a gain and a net loss as a loss', () => {
    expect(
      salesByInstrument(
        [sale(1, 10, '1000.00', '800.00'), sale(1, 5, '400.00', '450.00'), sale(2, 3, '300.00', '390.50')],
        'SEK',
      ),
    ).toEqual([
      {
        instrumentId: 1,
        name: 'Share 1',
        volume: 15,
        proceeds: '1400.00',
        cost: '1250.00',
        gain: '150.00',
        loss: '0.00',
      },
      {
        instrumentId: 2,
        name: 'Share 2',
        volume: 3,
        proceeds: '300.00',
        cost: '390.50',
        gain: '0.00',
        loss: '90.50',
      },
    ]);
  });

  it('deems a Finnish cost of 20 % of the price, 40 % after ten years held', () => {
    expect(deemedCost('1000.00', '2020-03-01T09:00:00.000Z', '2026-05-01T10:00:00.000Z', 'EUR')).toBe(
      '200.00',
    );
    expect(deemedCost('1000.00', '2016-05-01T09:00:00.000Z', '2026-05-01T10:00:00.000Z', 'EUR')).toBe(
      '400.00',
    );
    expect(deemedCost('1000.00', '2016-05-02T09:00:00.000Z', '2026-05-01T10:00:00.000Z', 'EUR')).toBe(
      '200.00',
    );
    // The share a statement names beside it: 40 % once held ten years, 20 % before, or when unknown.
    expect(deemedCostPercent('2016-05-01T09:00:00.000Z', '2026-05-01T10:00:00.000Z')).toBe(40);
    expect(deemedCostPercent('2016-05-02T09:00:00.000Z', '2026-05-01T10:00:00.000Z')).toBe(20);
    expect(deemedCostPercent(null, '2026-05-01T10:00:00.000Z')).toBe(20);
  });

  it('bases the ISK standard income on a quarter of the quarter-start values and the deposits', () => {
    // (100,000 + 110,000 + 120,000 + 130,000 + 40,000) / 4 = 125,000; × 3.55 % = 4,437.50; × 30 % = 1,331.25.
    expect(iskStatement(2026, ['100000', '110000', '120000', '130000'], '40000')).toEqual({
      quarterValues: ['100000.00', '110000.00', '120000.00', '130000.00'],
      deposits: '40000.00',
      capitalBase: '125000.00',
      ratePercent: '3.55',
      standardIncome: '4437.50',
      taxBeforeBase: '1331.25',
      taxFreeBase: '300000.00',
    });
    expect(iskStatement(2019, ['0', '0', '0', '0'], '0')).toBeNull();
  });
});

import type { AccountTransactionView } from '@havn/contract/web';
import { describe, expect, it } from 'vitest';
import { transactionsCsv } from './transactions-csv.ts';

const row = (over: Partial<AccountTransactionView>): AccountTransactionView => ({
  id: '1',
  type: 'DEPOSIT',
  time: '2026-11-24T09:00:00.000Z',
  amount: '100.00',
  fee: '0.00',
  total: '100.00',
  currency: 'SEK',
  instrumentId: null,
  instrumentName: null,
  volume: null,
  price: null,
  priceCurrency: null,
  orderId: null,
  fxRate: null,
  ...over,
});

describe('the transactions CSV', () => {
  it('has a header, plain decimals, quotes commas and defuses formulas', () => {
    const csv = transactionsCsv([
      row({}),
      row({
        type: 'BUY',
        amount: '-210.00',
        instrumentName: 'Apple, Inc. "A"',
        volume: 2,
        price: '10.00',
        priceCurrency: 'USD',
        fxRate: '10.500000',
      }),
      row({ type: 'WITHDRAWAL', instrumentName: '=HYPERLINK("x")', amount: '-5.00' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'time,type,instrumentName,volume,price,priceCurrency,amount,fee,total,currency,fxRate',
      '2026-11-24T09:00:00.000Z,DEPOSIT,,,,,100.00,0.00,100.00,SEK,',
      '2026-11-24T09:00:00.000Z,BUY,"Apple, Inc. ""A""",2,10.00,USD,-210.00,0.00,100.00,SEK,10.500000',
      `2026-11-24T09:00:00.000Z,WITHDRAWAL,"'=HYPERLINK(""x"")",,,,-5.00,0.00,100.00,SEK,`,
      '',
    ]);
  });
});

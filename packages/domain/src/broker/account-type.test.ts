import { describe, expect, it } from 'vitest';
import { firstAccountFor } from './account-type.ts';

describe('firstAccountFor (api.md: one account for the country at registration)', () => {
  it.each([
    ['se', 'ISK', 'SEK'],
    ['NO', 'ASK', 'NOK'],
    ['fi', 'AOT', 'EUR'],
    ['dk', 'AKTIESPAREKONTO', 'DKK'],
    ['de', 'DEPOT', 'EUR'],
    ['us', 'DEPOT', 'EUR'],
  ])('%s gets %s in %s', (country, accountType, currency) => {
    expect(firstAccountFor(country)).toEqual({ accountType, currency });
  });
});

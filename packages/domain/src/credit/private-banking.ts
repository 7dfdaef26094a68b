import { roundMoney } from '../broker/currency.ts';
import { type BrokerDecimal, dec } from '../broker/decimal.ts';

/**
 * Private banking at Havn (domain notes §6, "PB thresholds"): a customer qualifies by the capital they
 * hold at Havn under their own ID — every one of their accounts' value (cash and holdings), pension
 * accounts included — against their country's threshold. Sweden's and Finland's are the market's own
 * (Nordnet SE 2.5 MSEK, Nordnet FI €200,000); Norway's and Denmark's are ASSUMED (no public figure
 * was found): round sums in the local currency near Sweden's 2.5 MSEK.
 */
export interface PrivateBankingThreshold {
  amount: string;
  currency: string;
  /** True where the figure is Havn's own assumption rather than the market's published one. */
  assumed: boolean;
}

export const PRIVATE_BANKING_THRESHOLDS: Readonly<Record<string, PrivateBankingThreshold>> = {
  SE: { amount: '2500000', currency: 'SEK', assumed: false },
  FI: { amount: '200000', currency: 'EUR', assumed: false },
  // Assumed: 2.5 MNOK is about 2.3 MSEK at late-2026 rates, close to Sweden's figure.
  NO: { amount: '2500000', currency: 'NOK', assumed: true },
  // Assumed: 1.75 MDKK is about 2.6 MSEK, the nearest round Danish figure to Sweden's.
  DK: { amount: '1750000', currency: 'DKK', assumed: true },
};

/** The threshold of a country (ISO alpha-2, any case), or null where Havn offers no private banking. */
export function privateBankingThreshold(country: string): PrivateBankingThreshold | null {
  return PRIVATE_BANKING_THRESHOLDS[country.toUpperCase()] ?? null;
}

export interface PrivateBankingStanding {
  eligible: boolean;
  /** What is still missing to the threshold, in its currency ("0.00" once eligible). */
  missing: string;
}

/** Where a customer with `capital` (in the threshold's currency) stands against `threshold`. */
export function privateBankingStanding(
  capital: string | BrokerDecimal,
  threshold: PrivateBankingThreshold,
): PrivateBankingStanding {
  const gap = dec(threshold.amount).minus(dec(capital));
  const eligible = gap.lte(0);
  return { eligible, missing: roundMoney(eligible ? dec(0) : gap, threshold.currency) };
}

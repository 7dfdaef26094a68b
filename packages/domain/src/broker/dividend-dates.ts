import { addBankDays, nextBankDayFrom } from './bank-days.ts';

/**
 * A dividend's dates around its ex-date, in the market's settlement calendar. With T+2 settlement a
 * buy on the day before the ex-date settles on the record date, so the record date is the bank day
 * after the ex-date (domain notes §5: "buy before ex-date; T+2"). The payment date is three bank days
 * after the record date (Euroclear Sweden's usual payment; **assumed** for the other markets).
 */
export const DIVIDEND_PAY_BANK_DAYS = 3;

export function dividendDates(
  country: string,
  exDate: string,
): { exDate: string; recordDate: string; payDate: string } {
  const ex = nextBankDayFrom(country, exDate);
  const recordDate = addBankDays(country, ex, 1);
  return { exDate: ex, recordDate, payDate: addBankDays(country, recordDate, DIVIDEND_PAY_BANK_DAYS) };
}

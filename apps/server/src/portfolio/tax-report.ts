import type { TaxReportView } from '@havn/contract';
import {
  dec,
  deemedCost,
  iskStatement,
  roundMoney,
  salesByInstrument,
  type TaxForm,
  taxFormOf,
  utcDay,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../platform/errors.ts';
import { keptHistory } from './kept-history.ts';
import { reportYearOutOfRange, salesOfYear } from './realised.ts';

/**
 * An account's tax statement for calendar year `year` (UTC days; this year by default, then marked
 * preliminary) on the form of its country (domain tax-forms.ts): its sales costed by the country's
 * method, summed by instrument for K4 and the Danish statement, with Finland's deemed cost for 9A; an
 * ISK's standard income from its quarter-start values and the year's deposits.
 */
export async function taxReport(
  ctx: AppContext,
  account: AccountRow,
  query: { year?: number | undefined; form?: TaxForm | undefined },
): Promise<TaxReportView> {
  const form = taxFormOf(account.accountType);
  if (form === null || (query.form !== undefined && query.form !== form)) {
    throw new AppError(
      'FORM_NOT_FOR_ACCOUNT',
      form === null
        ? 'This account type is taxed without a statement from us.'
        : `This account is reported on ${form}.`,
    );
  }
  const today = utcDay(ctx.clock.now());
  const thisYear = Number(today.slice(0, 4));
  const year = query.year ?? thisYear;
  const openYear = account.createdAt.getUTCFullYear();
  if (year > thisYear || year < openYear) throw reportYearOutOfRange(year, openYear, thisYear);
  const A = account.currency;
  const zero = roundMoney('0', A);
  const base = { form, year, accountCurrency: A, preliminary: year === thisYear };
  if (form === 'ISK') {
    return {
      ...base,
      method: null,
      sales: [],
      byInstrument: [],
      totals: { proceeds: zero, cost: zero, gain: zero, loss: zero },
      isk: await iskOfYear(ctx, account, year, today),
    };
  }
  const { method, sales: named } = await salesOfYear(ctx, account, year);
  const sales = named.map((sale) => {
    // 9A: the seller counts the larger of the actual and the deemed acquisition cost.
    const deemed = form === '9A' ? deemedCost(sale.proceeds, sale.acquiredAt, sale.executedAt, A) : null;
    const cost = deemed !== null && dec(deemed).greaterThan(dec(sale.cost)) ? deemed : sale.cost;
    return {
      instrumentId: sale.instrumentId,
      name: sale.name,
      soldAt: sale.executedAt,
      acquiredAt: sale.acquiredAt,
      volume: sale.volume,
      proceeds: sale.proceeds,
      cost,
      deemedCost: deemed,
      result: roundMoney(dec(sale.proceeds).minus(dec(cost)), A),
    };
  });
  const sum = (values: readonly string[]) =>
    roundMoney(
      values.reduce((total, value) => total.plus(dec(value)), dec(0)),
      A,
    );
  const results = sales.map((s) => dec(s.result));
  return {
    ...base,
    method,
    sales,
    byInstrument: form === 'K4' || form === 'DK' ? salesByInstrument(named, A) : [],
    totals: {
      proceeds: sum(sales.map((s) => s.proceeds)),
      cost: sum(sales.map((s) => s.cost)),
      gain: sum(results.filter((r) => r.greaterThan(0)).map((r) => r.toFixed())),
      loss: sum(results.filter((r) => r.lessThan(0)).map((r) => r.negated().toFixed())),
    },
    isk: null,
  };
}

/**
 * The ISK statement: the value at the start of each quarter (the close of the day before; nothing
 * before the account's first day, today's value for a quarter still to come) and the year's deposits.
 */
async function iskOfYear(
  ctx: AppContext,
  account: AccountRow,
  year: number,
  today: string,
): Promise<TaxReportView['isk']> {
  const yearEnd = `${year}-12-31`;
  const history = await keptHistory(ctx, account, `${year - 1}-12-31`, yearEnd < today ? yearEnd : today, {
    trades: false,
  });
  const valueOn = (eve: string): string => {
    let value = '0';
    for (const day of history.days) {
      if (day.date > eve) break;
      value = day.value;
    }
    return value;
  };
  const eves = [`${year - 1}-12-31`, `${year}-03-31`, `${year}-06-30`, `${year}-09-30`];
  const quarterValues = eves.map((eve) => valueOn(eve < today ? eve : today));
  const deposits = history.days
    .filter((day) => day.date.startsWith(`${year}-`))
    .reduce((total, day) => (dec(day.netFlow).greaterThan(0) ? total.plus(dec(day.netFlow)) : total), dec(0));
  return iskStatement(year, quarterValues, deposits.toFixed());
}

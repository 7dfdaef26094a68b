import type { AccountTransactionType, CorporateActionType } from '@havn/domain/broker/index';
import { BrokerDecimal, dec, plain } from '@havn/domain/broker/index';
import { and, desc, eq, gte, inArray, lt, lte, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertFromJson, insertFromJsonEach } from '../../db/json-insert.ts';
import { type Keyset, keysetCursor } from '../../db/keyset-cursor.ts';
import { preparedSql, queryBuilder } from '../../db/prepared-sql.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { corporateActionEntitlements, corporateActions } from '../../db/schema/corporate-actions.ts';
import { fundOrders } from '../../db/schema/fund-orders.ts';
import {
  type LedgerKind,
  type LedgerTransactionType,
  ledgerEntries,
  ledgerTransactions,
} from '../../db/schema/ledger.ts';
import { orderFills } from '../../db/schema/orders.ts';
import type { AccountRow } from '../accounts/accounts-repo.ts';

/**
 * Havn's own ledger accounts, the other side of every customer movement: the (simulated) bank money
 * comes from, the market that sells and buys units and settles in the instrument's currency, the FX
 * desk that changes currencies, and the fee income. They may go negative; customer accounts never do.
 */
export const HOUSE = {
  bank: 'system:bank',
  market: 'system:market',
  fx: 'system:fx',
  fees: 'system:fees',
  /** Where a company's payments to holders come from (the custodian that collects them). */
  custodian: 'system:custodian',
  /** Where a pension moved in from another company comes from (the old companies, through the exchange). */
  pensions: 'system:pensions',
  /** Where fund units moved in from another fund company or bank come from (the old providers). */
  fundTransfers: 'system:fundtransfers',
  /** The lending desk a credit line's interest is paid to (the loan itself is the account's negative cash). */
  credit: 'system:credit',
} as const;

export interface EntryInput {
  /** A customer account's accid or a HOUSE account. */
  account: string;
  kind: LedgerKind;
  /** A currency code for cash kinds, an instrument id for position kinds. */
  asset: string;
  /** A signed decimal string. */
  amount: string;
}

export interface LedgerTransactionInput {
  type: LedgerTransactionType;
  accid: string;
  reference: string;
  orderId?: string | null;
  createdAt: Date;
  entries: readonly EntryInput[];
}

/**
 * Two transactions of one moment booked as one (an order's reservation and the fill that releases it,
 * in the placement's own transaction): `then`'s type, reference and time, the entries of both, less
 * each entry that an exact opposite of the other cancels (same account, kind and asset, the amount
 * negated). Balances come out the same; nothing is booked that nobody could ever have seen.
 */
export function netted(first: LedgerTransactionInput, then: LedgerTransactionInput): LedgerTransactionInput {
  const left = [...first.entries];
  const entries: EntryInput[] = [];
  for (const entry of then.entries) {
    const i = left.findIndex(
      (e) =>
        e.account === entry.account &&
        e.kind === entry.kind &&
        e.asset === entry.asset &&
        dec(e.amount).plus(dec(entry.amount)).isZero(),
    );
    if (i >= 0) left.splice(i, 1);
    else entries.push(entry);
  }
  return { ...then, entries: [...left, ...entries] };
}

export class UnbalancedTransactionError extends Error {}

/** Every asset's entries sum to exactly zero, or this throws: the code-side half of the ledger check. */
export function assertBalanced(entries: readonly EntryInput[]): void {
  const sums = new Map<string, BrokerDecimal>();
  for (const e of entries) sums.set(e.asset, (sums.get(e.asset) ?? dec(0)).plus(dec(e.amount)));
  for (const [asset, sum] of sums) {
    if (!sum.isZero()) {
      throw new UnbalancedTransactionError(`ledger entries of ${asset} sum to ${plain(sum)}, not zero`);
    }
  }
}

/**
 * Appends one balanced ledger transaction; call inside the database transaction of the change it
 * records. Zero amounts are left out. Returns the ledger transaction's id.
 */
export async function postLedgerTransaction(tx: Db, input: LedgerTransactionInput): Promise<number> {
  const entries = input.entries.filter((e) => !dec(e.amount).isZero());
  assertBalanced(entries);
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      type: input.type,
      accid: input.accid,
      reference: input.reference,
      orderId: input.orderId ?? null,
      createdAt: input.createdAt,
    })
    .returning({ id: ledgerTransactions.id });
  const id = row!.id;
  if (entries.length > 0) {
    await tx.insert(ledgerEntries).values(
      entries.map((e) => ({
        transactionId: id,
        account: e.account,
        kind: e.kind,
        asset: e.asset,
        amount: e.amount,
      })),
    );
  }
  return id;
}

/**
 * Ledger transactions as parts of one larger statement (the order path writes its whole change in one
 * round trip): `transactions` inserts them in the order given, so their ids rise in that order, and
 * returns `id` and `reference`; `entries(idOf)` inserts each one's entries, `idOf(reference)` being the
 * SQL that finds its new id among those returned. Each is checked balanced, as postLedgerTransaction
 * checks it.
 */
export function ledgerTransactionsInsert(inputs: readonly LedgerTransactionInput[]) {
  const entriesOf = inputs.map((input) => {
    const entries = input.entries.filter((e) => !dec(e.amount).isZero());
    assertBalanced(entries);
    return entries;
  });
  const transactions = inputs.map((input) => ({
    type: input.type,
    accid: input.accid,
    reference: input.reference,
    orderId: input.orderId ?? null,
    createdAt: input.createdAt,
  }));
  return {
    transactions: sql`${insertFromJson(ledgerTransactions, transactions)} returning "id", "reference"`,
    entries(idOf: (reference: string) => SQL): SQL[] {
      return inputs.flatMap((input, i) => {
        const entries = entriesOf[i]!;
        if (entries.length === 0) return [];
        const rows = entries.map((e) => ({
          account: e.account,
          kind: e.kind,
          asset: e.asset,
          amount: e.amount,
        }));
        return [insertFromJson(ledgerEntries, rows, { transaction_id: idOf(input.reference) })];
      });
    },
    /**
     * Every transaction's entries in ONE insert (a batch of orders, trading/order-writes-repo.ts), each
     * finding its transaction's id by reference in the CTE `transactions` names. Null when none.
     */
    allEntries(transactions: string): SQL | null {
      const rows = inputs.flatMap((input, i) =>
        entriesOf[i]!.map((e) => ({
          values: { account: e.account, kind: e.kind, asset: e.asset, amount: e.amount },
          extra: { reference: input.reference },
        })),
      );
      if (rows.length === 0) return null;
      return insertFromJsonEach(ledgerEntries, rows, {
        transaction_id: (x) =>
          sql`(select "id" from ${sql.identifier(transactions)} where "reference" = ${x}->>'_reference')`,
      });
    },
  };
}

/**
 * Locks a customer account's row until the transaction ends. Every change to an account's balances
 * takes this lock first (then the order's, if any), so reading a balance and spending it cannot
 * interleave with another spend, in this process or any other.
 */
export async function lockAccount(tx: Db, accid: string): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.accid, accid)).for('update');
  return row;
}

/** An account's balances by kind and asset, each the exact sum of its entries. */
export class Balances {
  readonly #amounts = new Map<string, BrokerDecimal>();

  add(kind: LedgerKind, asset: string, amount: string): void {
    const key = `${kind}|${asset}`;
    this.#amounts.set(key, (this.#amounts.get(key) ?? dec(0)).plus(dec(amount)));
  }

  get(kind: LedgerKind, asset: string | number): BrokerDecimal {
    return this.#amounts.get(`${kind}|${asset}`) ?? new BrokerDecimal(0);
  }

  /** These balances with `entries` booked, those of `account` (the others are other accounts'). */
  after(entries: readonly EntryInput[], account: string): Balances {
    const next = new Balances();
    for (const [key, amount] of this.#amounts) next.#amounts.set(key, amount);
    for (const e of entries) if (e.account === account) next.add(e.kind, e.asset, e.amount);
    return next;
  }

  /** As `account_balances` answers them (`balancesFromJson` reads them back). */
  toJson(): BalancesJson {
    return [...this.#amounts].map(([key, amount]) => {
      const at = key.indexOf('|');
      return [key.slice(0, at) as LedgerKind, key.slice(at + 1), amount.toFixed()] as const;
    });
  }

  /** The assets with a non-zero balance of `kind`. */
  assets(kind: LedgerKind): string[] {
    return [...this.#amounts]
      .filter(([key, amount]) => key.startsWith(`${kind}|`) && !amount.isZero())
      .map(([key]) => key.slice(kind.length + 1));
  }
}

export async function accountBalances(db: Db, accid: string): Promise<Balances> {
  return (await balancesOfAccounts(db, [accid])).get(accid) ?? new Balances();
}

/** One account's balances as the database function `account_balances` answers them. */
export type BalancesJson = readonly (readonly [LedgerKind, string, string])[];

/**
 * An account's balances, read afresh when the statement reaches the account's row: the database
 * function `account_balances` (migration account_balances_fn), whose query takes a snapshot of its own,
 * so a statement that locks the row sees what was committed while it waited for the lock. Select it
 * beside the locked row; `balancesFromJson` reads what it answers.
 */
export function accountBalancesSql(accid: SQLWrapper): SQL<BalancesJson | null> {
  return sql<BalancesJson | null>`account_balances(${accid})`;
}

export function balancesFromJson(json: BalancesJson | null | undefined): Balances {
  const balances = new Balances();
  for (const [kind, asset, amount] of json ?? []) balances.add(kind, asset, amount);
  return balances;
}

/** Balances of several accounts in one query (each read by `account_balances`). */
const balancesOf = preparedSql<{ accid: string; balances: BalancesJson }>(
  'balances_of_accounts',
  () => sql`select a.accid, ${accountBalancesSql(sql`a.accid`)} as balances
    from unnest(${sql.placeholder('accids')}::text[]) as a(accid)`,
);

export async function balancesOfAccounts(db: Db, accids: readonly string[]): Promise<Map<string, Balances>> {
  const result = new Map<string, Balances>(accids.map((a) => [a, new Balances()]));
  if (accids.length === 0) return result;
  for (const row of await balancesOf(db, { accids: [...new Set(accids)] })) {
    result.set(row.accid, balancesFromJson(row.balances));
  }
  return result;
}

/** The transaction already recorded for `reference`, if any. */
export async function ledgerTransactionByReference(
  db: Db,
  reference: string,
): Promise<{ id: number; accid: string; createdAt: Date } | undefined> {
  const [row] = await db
    .select({
      id: ledgerTransactions.id,
      accid: ledgerTransactions.accid,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, reference));
  return row;
}

export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

/** The customer's transaction list pages newest first on (created_at, id). */
export const transactionsCursor = keysetCursor('transactions', 'time', 'int');
export type TransactionKeyset = Keyset<readonly ['time', 'int']>;

export function transactionKeyset(row: LedgerTransactionRow): TransactionKeyset {
  return [row.createdAt, row.id];
}

/**
 * An account's deposits, fills and withdrawals (sent, and returned by the bank), newest first, `limit`
 * rows after the keyset. Reservations (open orders, requested withdrawals) are Havn's bookkeeping inside
 * the account and are left out.
 */
export function customerTransactions(
  db: Db,
  accid: string,
  page: { after: TransactionKeyset | null; limit: number },
  filter: TransactionFilter = {},
): Promise<LedgerTransactionRow[]> {
  // A transfer is one transaction on both accounts: listed where it left (its accid) and where it arrived.
  const arrived = db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, accid));
  const conditions = [
    or(
      and(
        eq(ledgerTransactions.accid, accid),
        inArray(ledgerTransactions.type, [
          'DEPOSIT',
          'FILL',
          'WITHDRAWAL',
          'TRANSFER',
          'CORPORATE_ACTION',
          'PENSION_MOVE',
          'FUND_TRANSFER',
          'CREDIT_INTEREST',
        ]),
      ),
      and(eq(ledgerTransactions.type, 'TRANSFER'), inArray(ledgerTransactions.id, arrived)),
    )!,
  ];
  if (filter.types) conditions.push(kindCondition(filter.types, accid));
  if (filter.from) conditions.push(gte(ledgerTransactions.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const end = new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000);
    conditions.push(lt(ledgerTransactions.createdAt, end));
  }
  if (page.after) {
    const [createdAt, id] = page.after;
    conditions.push(
      or(
        lt(ledgerTransactions.createdAt, createdAt),
        and(eq(ledgerTransactions.createdAt, createdAt), lt(ledgerTransactions.id, id)),
      )!,
    );
  }
  return db
    .select()
    .from(ledgerTransactions)
    .where(and(...conditions))
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(page.limit);
}

export interface TransactionFilter {
  /** The kinds to show (the domain's ACCOUNT_TRANSACTION_TYPES); all when absent. */
  types?: readonly AccountTransactionType[] | undefined;
  /** UTC calendar days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The ledger rows of the asked kinds: deposits and withdrawals are their own ledger types, a buy or a
 * sell is a fill of that side. A transfer is
 * out where it left and in where it arrived; a dividend is a corporate action's payment. Kinds the
 * ledger does not book yet (FX, fees, interest, tax) match nothing until they are booked.
 */
function kindCondition(types: readonly AccountTransactionType[], accid: string) {
  const ledgerTypes: LedgerTransactionType[] = types.filter((t) => t === 'DEPOSIT' || t === 'WITHDRAWAL');
  // A pension moved in from another company is money in: listed among the deposits.
  if (types.includes('DEPOSIT')) ledgerTypes.push('PENSION_MOVE');
  // A credit line's interest, charged a day at a time.
  if (types.includes('INTEREST')) ledgerTypes.push('CREDIT_INTEREST');
  // A transfer is listed out where it left (its accid) and in where it arrived.
  const transfer = (direction: 'TRANSFER_IN' | 'TRANSFER_OUT') =>
    types.includes(direction)
      ? and(
          eq(ledgerTransactions.type, 'TRANSFER'),
          direction === 'TRANSFER_OUT'
            ? eq(ledgerTransactions.accid, accid)
            : ne(ledgerTransactions.accid, accid),
        )
      : sql`false`;
  const sides = types.filter((t) => t === 'BUY' || t === 'SELL');
  const sideList = sides.length > 0 ? sides : (['BUY'] as const);
  // An order's fill, or a fund order priced at its NAV (its FILL names the fund order).
  const fillOfSide = sql`(exists (select 1 from ${orderFills} where ${orderFills.ledgerTransactionId} = ${ledgerTransactions.id} and ${inArray(orderFills.side, [...sideList])}) or exists (select 1 from ${fundOrders} where ${fundOrders.id} = ${ledgerTransactions.orderId} and ${inArray(fundOrders.side, [...sideList])}))`;
  return or(
    ledgerTypes.length > 0 ? inArray(ledgerTransactions.type, ledgerTypes) : sql`false`,
    // A corporate action's payment: a dividend, or a tender offer's sale.
    types.includes('DIVIDEND') ? corporateActionOfType('DIVIDEND') : sql`false`,
    types.includes('SELL') ? corporateActionOfType('TENDER_OFFER') : sql`false`,
    sides.length > 0 ? and(eq(ledgerTransactions.type, 'FILL'), fillOfSide) : sql`false`,
    transfer('TRANSFER_IN'),
    transfer('TRANSFER_OUT'),
  )!;
}

function corporateActionOfType(type: CorporateActionType) {
  return and(
    eq(ledgerTransactions.type, 'CORPORATE_ACTION'),
    sql`exists (select 1 from ${corporateActionEntitlements} join ${corporateActions} on ${corporateActions.eventId} = ${corporateActionEntitlements.eventId} where ${corporateActionEntitlements.ledgerTransactionId} = ${ledgerTransactions.id} and ${corporateActions.type} = ${type})`,
  );
}

/** The units of each instrument a transaction moved in the account (free and reserved), by transaction id. */
export async function positionsMovedBy(
  db: Db,
  accid: string,
  transactionIds: readonly number[],
): Promise<Map<number, { instrumentId: number; volume: number }>> {
  if (transactionIds.length === 0) return new Map();
  const rows = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      asset: ledgerEntries.asset,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.transactionId, [...transactionIds]),
        eq(ledgerEntries.account, accid),
        inArray(ledgerEntries.kind, ['position', 'position_reserved']),
      ),
    )
    .groupBy(ledgerEntries.transactionId, ledgerEntries.asset);
  return new Map(
    rows.map((r) => [r.transactionId, { instrumentId: Number(r.asset), volume: Number(r.amount) }]),
  );
}

/** What each transaction moved in the account's cash (free and reserved together), by transaction id. */
export async function cashMovedBy(
  db: Db,
  accid: string,
  transactionIds: readonly number[],
): Promise<Map<number, string>> {
  if (transactionIds.length === 0) return new Map();
  const rows = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.transactionId, [...transactionIds]),
        eq(ledgerEntries.account, accid),
        inArray(ledgerEntries.kind, ['cash', 'cash_reserved']),
      ),
    )
    .groupBy(ledgerEntries.transactionId);
  return new Map(rows.map((r) => [r.transactionId, r.amount]));
}

/**
 * The units of an instrument (`asset`: its id as text) the customer holds over all their accounts, free
 * and reserved, at `at`: a query for a statement that asks it with others (one row, `volume`), its
 * values given as the statement's parameters (portfolio/author-position.ts prepares it once).
 */
export function unitsHeldByUserQuery(userId: SQLWrapper, asset: SQLWrapper, at: SQLWrapper) {
  const mine = queryBuilder
    .select({ accid: accounts.accid })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return queryBuilder
    .select({ volume: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerEntries.account, mine),
        inArray(ledgerEntries.kind, ['position', 'position_reserved']),
        eq(ledgerEntries.asset, asset),
        lte(ledgerTransactions.createdAt, at),
      ),
    );
}

export interface LedgerDayRow {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  /** Free and reserved folded together. */
  kind: 'cash' | 'position';
  asset: string;
  /** A deposit or a withdrawal: money in from or out to outside, not a return. */
  external: boolean;
  amount: string;
}

/**
 * The account's ledger in days: one row per UTC day, kind and asset, summed in SQL so a long history
 * costs as many rows as it has active days; oldest first. `since` keeps the days from then on.
 */
export function ledgerDaysOfAccount(db: Db, accid: string, since?: Date): Promise<LedgerDayRow[]> {
  const day = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const kind = sql<
    'cash' | 'position'
  >`case when ${ledgerEntries.kind} in ('cash', 'cash_reserved') then 'cash' else 'position' end`;
  // Money in or out of this account that is not a return: deposits, withdrawals, transfers from or to
  // another, and pensions moved in from another company.
  // Fund units moved in from another provider too: value that arrived, not a return.
  const external = sql<boolean>`${ledgerTransactions.type} in ('DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'PENSION_MOVE', 'FUND_TRANSFER')`;
  return db
    .select({
      date: day,
      kind,
      asset: ledgerEntries.asset,
      external,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(eq(ledgerEntries.account, accid), since ? gte(ledgerTransactions.createdAt, since) : undefined),
    )
    .groupBy(day, kind, ledgerEntries.asset, external)
    .orderBy(day);
}

/**
 * Cash deposited into each account, net of withdrawals sent (and not returned), since the beginning or
 * since `since`: what counts against a capped account's room. Cash transferred in from another own
 * account counts as a deposit there and as a withdrawal where it left. `withdrawals: false` leaves the
 * withdrawals out: the money paid in (a pension's contributions, which a payout does not undo).
 */
export async function netDepositsOf(
  db: Db,
  accids: readonly string[],
  since?: Date,
  { withdrawals = true }: { withdrawals?: boolean } = {},
): Promise<Map<string, string>> {
  if (accids.length === 0) return new Map();
  const rows = await db
    .select({ accid: ledgerEntries.account, amount: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerEntries.account, [...accids]),
        or(
          and(inArray(ledgerTransactions.type, ['DEPOSIT', 'TRANSFER']), eq(ledgerEntries.kind, 'cash')),
          // A withdrawal's sending takes reserved cash, its return gives free cash back.
          withdrawals
            ? and(
                eq(ledgerTransactions.type, 'WITHDRAWAL'),
                inArray(ledgerEntries.kind, ['cash', 'cash_reserved']),
              )
            : undefined,
        ),
        since ? gte(ledgerTransactions.createdAt, since) : undefined,
      ),
    )
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((r) => [r.accid, r.amount]));
}

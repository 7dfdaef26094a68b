import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

/** A logged-in customer of the data set with a funded account, behind an address of their own. */
export interface BenchMember {
  cookie: string;
  accid: string;
  /** Sent as X-Forwarded-For (the bench server trusts its proxy), so per-address caps see many people. */
  ip: string;
}

/**
 * Sessions and money for `count` customers, straight in the database: a session row per customer (the
 * cookie carries the token, the row its hash, as the server makes them) and one deposit of a million
 * in the account's currency, booked as the deposit path books it (bank → account).
 */
export async function benchMembers(
  client: pg.Client,
  count: number,
  cookieName: string,
): Promise<BenchMember[]> {
  const accounts = (
    await client.query(
      `select u.id as user_id, a.accid, a.currency from users u join accounts a on a.user_id = u.id
       where u.username like 'bench-customer-%' order by a.accid limit $1`,
      [count],
    )
  ).rows as { user_id: string; accid: string; currency: string }[];
  const tokens = accounts.map(() => randomBytes(16).toString('base64url'));
  await client.query(
    `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
     select h, u, now(), now(), now() + interval '1 day' from unnest($1::text[], $2::uuid[]) as t(h, u)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), accounts.map((a) => a.user_id)],
  );
  await client.query(
    `with tx as (
       insert into ledger_transactions (type, accid, reference, created_at)
       select 'DEPOSIT', accid, 'bench-funding:' || accid, now() from unnest($1::text[]) as a(accid)
       returning id, accid
     )
     insert into ledger_entries (transaction_id, account, kind, asset, amount)
     select tx.id, e.account, 'cash', c.currency, e.amount
     from tx join unnest($1::text[], $2::text[]) as c(accid, currency) on c.accid = tx.accid
     cross join lateral (values ('system:bank', -1000000), (tx.accid, 1000000)) as e(account, amount)`,
    [accounts.map((a) => a.accid), accounts.map((a) => a.currency)],
  );
  return accounts.map((a, i) => ({
    cookie: `${cookieName}=${tokens[i]}`,
    accid: a.accid,
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  }));
}

import { hashPassword } from '@havn/server/platform/password';
import type pg from 'pg';

export interface DataSet {
  customers: number;
  contentItems: number;
  password: string;
  busiestInstrumentId: number;
}

/**
 * A generated data set inserted straight with SQL (the API's rate limits would slow a bulk load):
 * customers with an account and a community profile each, and a million content items — posts and
 * polls over every instrument, comments, likes and poll votes — so feed pages are measured at scale.
 */
const keptTriggers = [
  ['contents', 'contents_feed_post_counts'],
  ['reactions', 'reactions_feed_versions'],
  ['poll_options', 'poll_options_feed_versions'],
] as const;

export async function generateDataSet(
  client: pg.Client,
  options: { customers?: number; contentItems?: number } = {},
): Promise<DataSet> {
  const customers = options.customers ?? 20_000;
  const contentItems = options.contentItems ?? 1_000_000;
  const password = 'bench password 1';
  const hash = await hashPassword(password, 15);
  await client.query(
    `insert into users (username, password_hash, country, created_at)
     select 'bench-customer-' || i, $1, (array['se','no','dk','fi','de'])[1 + i % 5], now()
     from generate_series(1, $2) as i`,
    [hash, customers],
  );
  await client.query(
    `insert into accounts (user_id, account_number, account_type, currency, created_at)
     select id, (10000000 + row_number() over ())::text,
            case country when 'se' then 'ISK' when 'no' then 'ASK' when 'fi' then 'AOT' when 'dk' then 'AKTIESPAREKONTO' else 'DEPOT' end,
            case country when 'se' then 'SEK' when 'no' then 'NOK' when 'fi' then 'EUR' when 'dk' then 'DKK' else 'EUR' end,
            now()
     from users`,
  );
  await benchCustomerHistory(client);
  await tradingHistory(client, customers * 5);
  await client.query(
    `insert into profiles (user_id, username, slug, country, accepted_terms_at, joined_at, avatar_uri)
     select id,
            (array['Astrid','Ola','Mette','Aino','Max','Emma','Lars','Ingrid','Mikko','Sofie','Jonas','Freja','Erik','Liisa','Henrik','Karin','Anders','Saara','Nils','Ida'])[1 + n % 20]
              || ' ' || (array['Lindqvist','Nordmann','Jensen','Virtanen','Becker','Berg','Dahl','Korhonen','Hansen','Nyström','Eriksen','Laine','Holm','Sandberg','Nieminen','Lund','Moen','Vik','Aalto','Strand'])[1 + (n / 20) % 20]
              || ' ' || n,
            username, country, now(), now() - interval '400 days', 'preset:teal-1'
     from (select id, username, country, row_number() over (order by id) as n from users) u`,
  );
  // The kept post counts are rebuilt once after the bulk load rather than moved per row.
  // The kept counters and versions are rebuilt once at the end, not moved row by row.
  for (const [table, trigger] of keptTriggers)
    await client.query(`alter table ${table} disable trigger ${trigger}`);
  // A fifth of the content sits on one busy instrument, the rest spread over all of them.
  const [busiest] = (await client.query('select min(id) as id from instruments')).rows as { id: number }[];
  const roots = Math.floor(contentItems * 0.8);
  await client.query(
    `with p as (select array_agg(id) as ids from profiles),
          i as (select array_agg(id) as ids from instruments)
     insert into contents (type, profile_id, message, instrument_id, url_safe, created_at, posted_at, updated_at, ending_at)
     select case when g % 10 = 0 then 'POLL' else 'POST' end,
            p.ids[1 + g % array_length(p.ids, 1)],
            'Bench post number ' || g || ': margins, dividends and the outlook for next year.',
            case when g % 5 = 0 then $2::int else i.ids[1 + g % array_length(i.ids, 1)] end,
            'bench-post-' || g,
            now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval,
            case when g % 10 = 0 then now() + interval '2 days' end
     from generate_series(1, $1) as g, p, i`,
    [roots, busiest!.id],
  );
  await client.query(
    `insert into poll_options (content_id, position, message, vote_count)
     select c.id, o.position, 'Option ' || (o.position + 1), 10 - o.position
     from contents c cross join generate_series(0, 2) as o(position) where c.type = 'POLL'`,
  );
  // Comments on the newest roots of the busy instrument and elsewhere.
  await client.query(
    `with roots as (
       select id, instrument_id, row_number() over (order by posted_at desc) as n from contents where type = 'POST'
       limit $1
     ), p as (select array_agg(id) as ids from profiles)
     insert into contents (type, profile_id, message, instrument_id, root_id, parent_id, url_safe, created_at, posted_at, updated_at)
     select 'COMMENT', p.ids[1 + (r.n * 7 + k) % array_length(p.ids, 1)], 'A comment on that: agreed, mostly.',
            r.instrument_id, r.id, r.id, 'bench-comment-' || r.n || '-' || k,
            now() - interval '1 second' * k, now() - interval '1 second' * k, now() - interval '1 second' * k
     from roots r cross join generate_series(1, 8) as k, p`,
    [Math.floor((contentItems - roots) / 8)],
  );
  await client.query(
    `update contents c set child_count = s.n, total_child_count = s.n
     from (select parent_id, count(*)::int as n from contents where parent_id is not null group by parent_id) s
     where c.id = s.parent_id`,
  );
  await client.query(
    `insert into reactions (item_id, profile_id, reaction_type, created_at)
     select c.id, p.id, 'LIKE', now()
     from (select id from contents where instrument_id = $1 and root_id is null order by posted_at desc limit 2000) c
     cross join lateral (select id from profiles order by random() limit 5) p
     on conflict do nothing`,
    [busiest!.id],
  );
  await client.query('select feed_post_counts_rebuild()');
  for (const [table, trigger] of keptTriggers)
    await client.query(`alter table ${table} enable trigger ${trigger}`);
  await client.query('analyze');
  const counted = (await client.query('select count(*)::int as n from contents')).rows[0] as { n: number };
  return { customers, contentItems: counted.n, password, busiestInstrumentId: busiest!.id };
}

/**
 * The order book a live brokerage has, so the write paths meet tables of their real size with
 * statistics (the final ANALYZE): `count` past orders over the customers, filled, with their fills, and a day of
 * answered Idempotency-Keys (the keys are swept after 24 hours). Against empty tables the planner
 * cached plans that scan them (the foreign-key checks on orders, the key lookups), and the first
 * seconds of an order run read the whole growing table on every order until autovacuum analyzed it.
 */
async function tradingHistory(client: pg.Client, count: number): Promise<void> {
  await client.query(
    `with a as (
       select accid, user_id, currency, row_number() over (order by accid) as n from accounts
       where user_id <> (select id from users where username = 'bench-customer-1')
     ),
     i as (select id, currency, row_number() over (order by id) as n from instruments),
     counts as (select (select count(*) from a) as accounts, (select count(*) from i) as instruments)
     insert into orders (accid, user_id, instrument_id, side, order_type, volume, price_limit, currency,
       account_currency, state, filled_volume, filled_value, fill_count, valid_until, created_at, updated_at)
     select a.accid, a.user_id, i.id, case when g % 3 = 0 then 'SELL' else 'BUY' end, 'MARKET', 1 + g % 20,
       100, i.currency, a.currency, 'FILLED', 1 + g % 20, 100 * (1 + g % 20), 1,
       now() - ((g % 365) || ' days')::interval, now() - ((g % 365) || ' days')::interval,
       now() - ((g % 365) || ' days')::interval
     from generate_series(1, $1) as g cross join counts
     join a on a.n = 1 + (g::bigint * 7919) % counts.accounts
     join i on i.n = 1 + (g::bigint * 104729) % counts.instruments`,
    [count],
  );
  // Each past order's fill, booked by a FILL transaction of its own (entries left out: the balances are
  // the deposits'; the benchmark customer, whose portfolio pages are measured, has none of these).
  await client.query(
    `with t as (
       insert into ledger_transactions (type, accid, reference, order_id, created_at)
       select 'FILL', o.accid, 'bench-order:' || o.id, o.id, o.created_at from orders o
       returning id, order_id
     )
     insert into order_fills (execution_id, order_id, accid, instrument_id, side, volume, price, currency,
       gross_amount, amount, account_currency, fx_rate, fee, executed_at, ledger_transaction_id)
     select o.id || ':1', o.id, o.accid, o.instrument_id, o.side, o.volume, 100, o.currency, o.filled_value,
       o.filled_value, o.account_currency, 1, 0, o.created_at, t.id
     from t join orders o on o.id = t.order_id`,
  );
  await client.query(
    `insert into idempotency_keys (user_id, key, fingerprint, state, response_status, response_body,
       created_at, locked_at, expires_at)
     select u.id, 'bench-history-' || g, md5(g::text), 'DONE', 201, '{}'::jsonb,
       now() - ((g % 86400) || ' seconds')::interval, now() - ((g % 86400) || ' seconds')::interval,
       now() + interval '1 hour'
     from generate_series(1, $1) as g
     join (select id, row_number() over (order by id) as n from users) u on u.n = 1 + g % $1`,
    [Math.floor(count / 5)],
  );
}

/**
 * A year of history for the benchmark customer (bench-customer-1, a Norwegian account in NOK): a
 * deposit each day and a weekly purchase of two Volvo B shares (priced in SEK), booked straight into
 * the ledger, so the portfolio reads value a year of days and FX closes as a customer's would.
 */
async function benchCustomerHistory(client: pg.Client): Promise<void> {
  await client.query(
    `with a as (
       select a.accid, a.currency from accounts a join users u on u.id = a.user_id
       where u.username = 'bench-customer-1'
     ),
     v as (select id::text as asset from instruments where symbol = 'VOLV B' limit 1),
     t as (
       insert into ledger_transactions (type, accid, reference, created_at)
       select case when d % 7 = 0 then 'FILL' else 'DEPOSIT' end, a.accid, 'bench-history:' || d,
              now() - (d || ' days')::interval - interval '1 hour'
       from a, generate_series(1, 365) as d
       returning id, type, accid
     )
     insert into ledger_entries (transaction_id, account, kind, asset, amount)
     select t.id, e.account, e.kind, e.asset, e.amount
     from t, a, v, lateral (
       select t.accid, 'cash', a.currency, 1000::numeric where t.type = 'DEPOSIT'
       union all select 'system:bank', 'cash', a.currency, -1000 where t.type = 'DEPOSIT'
       union all select t.accid, 'cash', a.currency, -500 where t.type = 'FILL'
       union all select 'system:market', 'cash', a.currency, 500 where t.type = 'FILL'
       union all select t.accid, 'position', v.asset, 2 where t.type = 'FILL'
       union all select 'system:market', 'position', v.asset, -2 where t.type = 'FILL'
     ) as e(account, kind, asset, amount)`,
  );
}

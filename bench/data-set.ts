import { hashPassword } from '@havn/server/platform/password';
import type pg from 'pg';

/**
 * A generated data set inserted straight with SQL (the API's rate limits would slow a bulk load):
 * customers with one account each. Later issues add content, orders and prices.
 */
export async function generateDataSet(
  client: pg.Client,
  customers = 20_000,
): Promise<{ customers: number; password: string }> {
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
  await client.query('analyze');
  return { customers, password };
}

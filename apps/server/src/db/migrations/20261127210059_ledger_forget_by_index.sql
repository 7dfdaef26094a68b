-- What a ledger write forgets of the kept valuations, found through the new entries' transactions by
-- their primary key, one lookup per entry: the join it replaces was planned against a small
-- ledger_transactions and scanned all of it on every ledger write (a market order spent more there
-- than on its own rows, and it grows with the ledger).
CREATE OR REPLACE FUNCTION "portfolio_daily_values_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "portfolio_daily_values" AS k
  USING (
    SELECT e."account",
      min((SELECT (t."created_at" AT TIME ZONE 'UTC')::date FROM "ledger_transactions" AS t
           WHERE t."id" = e."transaction_id")) AS "day"
    FROM "new_entries" AS e
    GROUP BY e."account"
  ) AS n
  WHERE k."accid" = n."account" AND k."day" >= n."day";
  DELETE FROM "portfolio_intraday" AS p
  USING (
    SELECT e."account",
      min((SELECT (t."created_at" AT TIME ZONE 'UTC')::date FROM "ledger_transactions" AS t
           WHERE t."id" = e."transaction_id")) AS "day",
      min(e."transaction_id") AS "id"
    FROM "new_entries" AS e
    GROUP BY e."account"
  ) AS n
  WHERE p."accid" = n."account" AND (n."day" < p."day" OR n."id" <= p."through_transaction");
  RETURN NULL;
END
$$;

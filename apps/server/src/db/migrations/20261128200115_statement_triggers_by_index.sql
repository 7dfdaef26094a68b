-- A trigger's queries are planned once a connection, the first time they run, for the transition table
-- of that statement: a connection whose first ledger write was a big one (a bulk load, a night's job)
-- kept plans that hash-joined every row of accounts or ledger_entries, and ran them for every small
-- write after (an order batch's balance check took 4.6 ms instead of 0.1, its money notice 1.7 ms).
-- Each now finds its rows by index whatever the size the plan was made for: `= ANY (ARRAY(...))`
-- names the keys (the planner cannot hash-join a list, and reading a list by index is what it chooses
-- for any table worth an index).
CREATE OR REPLACE FUNCTION "ledger_transactions_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT e."transaction_id" INTO unbalanced
  FROM "ledger_entries" AS e
  WHERE e."transaction_id" = ANY (ARRAY(SELECT DISTINCT "transaction_id" FROM "added_entries"))
  GROUP BY e."transaction_id", e."asset"
  HAVING sum(e."amount") <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero per asset', unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "money_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('accounts', 'customer_preferences') THEN
    PERFORM pg_notify('havn_user_changed', 'money:' || c.user_id::text)
      FROM (SELECT DISTINCT user_id FROM changed) c;
  ELSIF TG_TABLE_NAME = 'ledger_entries' THEN
    PERFORM pg_notify('havn_user_changed', 'money:' || a.user_id::text)
      FROM accounts a WHERE a.accid = ANY (ARRAY(SELECT DISTINCT account FROM changed));
  ELSE
    PERFORM pg_notify('havn_user_changed', 'money:' || a.user_id::text)
      FROM accounts a WHERE a.accid = ANY (ARRAY(SELECT DISTINCT accid FROM changed));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "viewer_state_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'follows' THEN
    PERFORM pg_notify('havn_user_changed', 'social:' || p.user_id::text)
      FROM profiles p
      WHERE p.id = ANY (ARRAY(SELECT follower_id FROM changed UNION SELECT followee_id FROM changed));
  ELSIF TG_TABLE_NAME = 'mutes' THEN
    PERFORM pg_notify('havn_user_changed', 'social:' || p.user_id::text)
      FROM profiles p WHERE p.id = ANY (ARRAY(SELECT DISTINCT muter_id FROM changed));
  ELSE
    PERFORM pg_notify('havn_user_changed', 'social:' || p.user_id::text)
      FROM profiles p WHERE p.id = ANY (ARRAY(SELECT DISTINCT profile_id FROM changed));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
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
  WHERE k."accid" = ANY (ARRAY(SELECT DISTINCT "account" FROM "new_entries"))
    AND k."accid" = n."account" AND k."day" >= n."day";
  DELETE FROM "portfolio_intraday" AS p
  USING (
    SELECT e."account",
      min((SELECT (t."created_at" AT TIME ZONE 'UTC')::date FROM "ledger_transactions" AS t
           WHERE t."id" = e."transaction_id")) AS "day",
      min(e."transaction_id") AS "id"
    FROM "new_entries" AS e
    GROUP BY e."account"
  ) AS n
  WHERE p."accid" = ANY (ARRAY(SELECT DISTINCT "account" FROM "new_entries"))
    AND p."accid" = n."account" AND (n."day" < p."day" OR n."id" <= p."through_transaction");
  RETURN NULL;
END
$$;

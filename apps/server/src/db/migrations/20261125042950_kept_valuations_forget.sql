-- A ledger entry dated on or before a kept day (a correction, a late booking, a test's backdated
-- history) makes that day and every later one of its account stale: they go, in the writing
-- transaction, and are kept again from the ledger. Entries of today touch no kept day.
CREATE FUNCTION "portfolio_daily_values_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "portfolio_daily_values" AS k
  USING (
    SELECT e."account", min((t."created_at" AT TIME ZONE 'UTC')::date) AS "day"
    FROM "new_entries" AS e JOIN "ledger_transactions" AS t ON t."id" = e."transaction_id"
    GROUP BY e."account"
  ) AS n
  WHERE k."accid" = n."account" AND k."day" >= n."day";
  DELETE FROM "portfolio_intraday" AS p
  USING (
    SELECT e."account", min((t."created_at" AT TIME ZONE 'UTC')::date) AS "day", min(t."id") AS "id"
    FROM "new_entries" AS e JOIN "ledger_transactions" AS t ON t."id" = e."transaction_id"
    GROUP BY e."account"
  ) AS n
  WHERE p."accid" = n."account" AND (n."day" < p."day" OR n."id" <= p."through_transaction");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_forget_kept_days"
  AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS "new_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_daily_values_forget"();

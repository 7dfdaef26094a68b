-- The ledger balances: every ledger transaction's entries sum to zero per asset. The check ran once per
-- inserted entry, deferred to commit (about eight an order, each over its whole transaction); it now runs
-- once per statement that inserts entries, over the transactions that statement touched. Every writer
-- inserts a transaction's entries in one statement (ledger-repo.ts), so a statement leaving one
-- unbalanced is refused at once and its database transaction with it.
DROP TRIGGER "ledger_entries_balanced" ON "ledger_entries";--> statement-breakpoint
DROP FUNCTION "ledger_transaction_balanced"();--> statement-breakpoint
CREATE FUNCTION "ledger_transactions_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT e."transaction_id" INTO unbalanced
  FROM "ledger_entries" AS e
  WHERE e."transaction_id" IN (SELECT DISTINCT "transaction_id" FROM "added_entries")
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
CREATE TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS "added_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transactions_balanced"();

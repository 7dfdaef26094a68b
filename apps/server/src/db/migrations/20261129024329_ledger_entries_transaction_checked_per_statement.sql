-- The ledger entries' transaction: checked once per statement that inserts entries instead of by a
-- foreign key row by row. Each of an order's eight or so entries paid the key's lookup and a row lock
-- on its transaction (SELECT ... FOR KEY SHARE), and the lock guards nothing: ledger_transactions
-- refuse UPDATE, DELETE and TRUNCATE, so a transaction the statement can see stays. The balance
-- trigger, already run once per such statement over the transactions it touched, now first refuses
-- entries whose transaction does not exist, with the foreign key's own error code. The transactions a
-- statement touched are listed once, for both checks.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_transactions_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched bigint[] := ARRAY(SELECT DISTINCT "transaction_id" FROM "added_entries");
  missing bigint;
  unbalanced bigint;
BEGIN
  SELECT n."id" INTO missing
  FROM unnest(touched) AS n("id")
  WHERE NOT EXISTS (SELECT 1 FROM "ledger_transactions" AS t WHERE t."id" = n."id")
  LIMIT 1;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entries name ledger transaction %, which does not exist', missing
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT e."transaction_id" INTO unbalanced
  FROM "ledger_entries" AS e
  WHERE e."transaction_id" = ANY (touched)
  GROUP BY e."transaction_id", e."asset"
  HAVING sum(e."amount") <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero per asset', unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;

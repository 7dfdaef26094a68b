-- The statement triggers that check the order write's references and the ledger's balance did each
-- check as a list of distinct keys built from the transition table (`ARRAY(SELECT DISTINCT ...)`),
-- unnested and probed, often through a nested function call: four to six steps of executor start-up a
-- check, a hundred and more microseconds a statement. Each row is now probed by a scalar subquery with
-- LIMIT 1, which the planner can never turn into a join (so never into a hash over a whole parent
-- table, whatever size of statement planned it first: statement-triggers.test.ts), and a table's
-- references are checked in one query. The balance is summed over the statement's own entries: every
-- statement's entries balance per transaction and asset, and entries are never changed or deleted, so
-- each transaction's entries balance whenever every statement's do. Same errors, same constraint names.
CREATE OR REPLACE FUNCTION "ledger_transactions_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing bigint;
  unbalanced bigint;
BEGIN
  SELECT e."transaction_id" INTO missing
  FROM "added_entries" AS e
  WHERE (SELECT 1 FROM "ledger_transactions" AS t WHERE t."id" = e."transaction_id" LIMIT 1) IS NULL
  LIMIT 1;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entries name ledger transaction %, which does not exist', missing
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT e."transaction_id" INTO unbalanced
  FROM "added_entries" AS e
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
CREATE OR REPLACE FUNCTION "account_references_checked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "missing" text;
BEGIN
  SELECT r."accid" INTO "missing"
  FROM "added_rows" AS r
  WHERE (SELECT 1 FROM "accounts" AS p WHERE p."accid" = r."accid" LIMIT 1) IS NULL
  LIMIT 1;
  IF "missing" IS NOT NULL THEN
    RAISE EXCEPTION '% names account %, which does not exist', TG_TABLE_NAME, "missing"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = TG_ARGV[0];
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_fills_references_checked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "bad" record;
BEGIN
  -- The first fill with a reference missing; which one is worked out for that fill alone.
  SELECT f."order_id", f."accid", f."ledger_transaction_id",
    (SELECT 1 FROM "orders" AS p WHERE p."id" = f."order_id" LIMIT 1) IS NULL AS "no_order",
    (SELECT 1 FROM "accounts" AS p WHERE p."accid" = f."accid" LIMIT 1) IS NULL AS "no_account"
  INTO "bad"
  FROM "added_fills" AS f
  WHERE (SELECT 1 FROM "orders" AS p WHERE p."id" = f."order_id" LIMIT 1) IS NULL
    OR (SELECT 1 FROM "accounts" AS p WHERE p."accid" = f."accid" LIMIT 1) IS NULL
    OR (SELECT 1 FROM "ledger_transactions" AS p WHERE p."id" = f."ledger_transaction_id" LIMIT 1) IS NULL
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF "bad"."no_order" THEN
    RAISE EXCEPTION 'a fill names order %, which does not exist', "bad"."order_id"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'order_fills_order_id_orders_id_fk';
  END IF;
  IF "bad"."no_account" THEN
    RAISE EXCEPTION 'a fill names account %, which does not exist', "bad"."accid"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'order_fills_accid_accounts_accid_fk';
  END IF;
  RAISE EXCEPTION 'a fill names ledger transaction %, which does not exist', "bad"."ledger_transaction_id"
    USING ERRCODE = 'foreign_key_violation',
      CONSTRAINT = 'order_fills_ledger_transaction_id_ledger_transactions_id_fk';
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_audit_references_checked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "bad" record;
BEGIN
  SELECT a."order_id", a."execution_id",
    (SELECT 1 FROM "orders" AS p WHERE p."id" = a."order_id" LIMIT 1) IS NULL AS "no_order"
  INTO "bad"
  FROM "added_records" AS a
  WHERE (SELECT 1 FROM "orders" AS p WHERE p."id" = a."order_id" LIMIT 1) IS NULL
    OR (a."execution_id" IS NOT NULL
      AND (SELECT 1 FROM "order_fills" AS p WHERE p."execution_id" = a."execution_id" LIMIT 1) IS NULL)
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF "bad"."no_order" THEN
    RAISE EXCEPTION 'an audit record names order %, which does not exist', "bad"."order_id"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'order_audit_order_id_orders_id_fk';
  END IF;
  RAISE EXCEPTION 'an audit record names execution %, which has no fill', "bad"."execution_id"
    USING ERRCODE = 'foreign_key_violation',
      CONSTRAINT = 'order_audit_execution_id_order_fills_execution_id_fk';
END
$$;--> statement-breakpoint
DROP FUNCTION "first_missing_account"(text[]);--> statement-breakpoint
DROP FUNCTION "first_missing_order"(uuid[]);

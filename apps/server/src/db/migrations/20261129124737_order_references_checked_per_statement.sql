-- The order write's references, checked once per inserting statement instead of by foreign keys row
-- by row: an order's account, a fill's order, account and ledger transaction, an audit record's order
-- and fill, a ledger transaction's account. Each row paid a key lookup and a row lock on its parent
-- (SELECT ... FOR KEY SHARE), ten and more an order, about a fifth of the order write's time; and the
-- lock guards nothing when the parent cannot go. Fills, audit records and ledger transactions are
-- append-only already; orders and accounts now refuse DELETE and TRUNCATE and a change of their key
-- (an order never moves account either), so a parent a statement can see stays. Each table's
-- statement trigger refuses rows naming a parent that does not exist, with the foreign key's own error
-- code and constraint name. The parents are looked up by a list of keys (statement-triggers.test.ts).
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_accid_accounts_accid_fk";
--> statement-breakpoint
ALTER TABLE "order_audit" DROP CONSTRAINT "order_audit_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_audit" DROP CONSTRAINT "order_audit_execution_id_order_fills_execution_id_fk";
--> statement-breakpoint
ALTER TABLE "order_fills" DROP CONSTRAINT "order_fills_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_fills" DROP CONSTRAINT "order_fills_accid_accounts_accid_fk";
--> statement-breakpoint
ALTER TABLE "order_fills" DROP CONSTRAINT "order_fills_ledger_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_accid_accounts_accid_fk";
--> statement-breakpoint
CREATE FUNCTION "refuse_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are kept: they are never deleted, nor their keys changed', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_kept" BEFORE DELETE OR UPDATE OF "id", "accid" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "refuse_removal"();--> statement-breakpoint
CREATE TRIGGER "orders_no_truncate" BEFORE TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_removal"();--> statement-breakpoint
CREATE TRIGGER "accounts_kept" BEFORE DELETE OR UPDATE OF "accid" ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "refuse_removal"();--> statement-breakpoint
CREATE TRIGGER "accounts_no_truncate" BEFORE TRUNCATE ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_removal"();--> statement-breakpoint
-- The first of `accids` no account has, or null; the first of `ids` no order has, or null.
CREATE FUNCTION "first_missing_account"("accids" text[]) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT a."accid" FROM unnest("accids") AS a("accid")
    WHERE NOT EXISTS (SELECT 1 FROM "accounts" AS p WHERE p."accid" = a."accid") LIMIT 1);
END
$$;--> statement-breakpoint
CREATE FUNCTION "first_missing_order"("ids" uuid[]) RETURNS uuid LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT a."id" FROM unnest("ids") AS a("id")
    WHERE NOT EXISTS (SELECT 1 FROM "orders" AS p WHERE p."id" = a."id") LIMIT 1);
END
$$;--> statement-breakpoint
-- Orders and ledger transactions name an account only: one function, the constraint's name its argument.
CREATE FUNCTION "account_references_checked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "missing" text := "first_missing_account"(ARRAY(SELECT DISTINCT "accid" FROM "added_rows"));
BEGIN
  IF "missing" IS NOT NULL THEN
    RAISE EXCEPTION '% names account %, which does not exist', TG_TABLE_NAME, "missing"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = TG_ARGV[0];
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_references" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "account_references_checked"('orders_accid_accounts_accid_fk');--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_references" AFTER INSERT ON "ledger_transactions"
  REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "account_references_checked"('ledger_transactions_accid_accounts_accid_fk');--> statement-breakpoint
CREATE FUNCTION "order_fills_references_checked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "order_missing" uuid := "first_missing_order"(ARRAY(SELECT DISTINCT "order_id" FROM "added_fills"));
  "account_missing" text := "first_missing_account"(ARRAY(SELECT DISTINCT "accid" FROM "added_fills"));
  "transaction_missing" bigint;
BEGIN
  IF "order_missing" IS NOT NULL THEN
    RAISE EXCEPTION 'a fill names order %, which does not exist', "order_missing"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'order_fills_order_id_orders_id_fk';
  END IF;
  IF "account_missing" IS NOT NULL THEN
    RAISE EXCEPTION 'a fill names account %, which does not exist', "account_missing"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'order_fills_accid_accounts_accid_fk';
  END IF;
  SELECT a."id" INTO "transaction_missing"
  FROM unnest(ARRAY(SELECT DISTINCT "ledger_transaction_id" FROM "added_fills")) AS a("id")
  WHERE NOT EXISTS (SELECT 1 FROM "ledger_transactions" AS p WHERE p."id" = a."id")
  LIMIT 1;
  IF "transaction_missing" IS NOT NULL THEN
    RAISE EXCEPTION 'a fill names ledger transaction %, which does not exist', "transaction_missing"
      USING ERRCODE = 'foreign_key_violation',
        CONSTRAINT = 'order_fills_ledger_transaction_id_ledger_transactions_id_fk';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_fills_references" AFTER INSERT ON "order_fills"
  REFERENCING NEW TABLE AS "added_fills"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_fills_references_checked"();--> statement-breakpoint
CREATE FUNCTION "order_audit_references_checked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "order_missing" uuid := "first_missing_order"(ARRAY(SELECT DISTINCT "order_id" FROM "added_records"));
  "fill_missing" text;
BEGIN
  IF "order_missing" IS NOT NULL THEN
    RAISE EXCEPTION 'an audit record names order %, which does not exist', "order_missing"
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'order_audit_order_id_orders_id_fk';
  END IF;
  SELECT a."id" INTO "fill_missing"
  FROM unnest(ARRAY(SELECT DISTINCT "execution_id" FROM "added_records" WHERE "execution_id" IS NOT NULL)) AS a("id")
  WHERE NOT EXISTS (SELECT 1 FROM "order_fills" AS p WHERE p."execution_id" = a."id")
  LIMIT 1;
  IF "fill_missing" IS NOT NULL THEN
    RAISE EXCEPTION 'an audit record names execution %, which has no fill', "fill_missing"
      USING ERRCODE = 'foreign_key_violation',
        CONSTRAINT = 'order_audit_execution_id_order_fills_execution_id_fk';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_audit_references" AFTER INSERT ON "order_audit"
  REFERENCING NEW TABLE AS "added_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_audit_references_checked"();

-- An account's balances were the sums of all its ledger entries, counted again before every order (under
-- the account's lock), so each order cost more the longer the account's history. They are now kept:
-- one row per customer account, kind and asset, moved by every statement that inserts entries, in the
-- same transaction. Writers lock an account before posting to it, so its rows never wait on another
-- account's. House accounts (system:…) are not kept: every writer would queue on their rows.
CREATE TABLE "ledger_balances" (
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	CONSTRAINT "ledger_balances_account_kind_asset_pk" PRIMARY KEY("account","kind","asset")
);--> statement-breakpoint
CREATE FUNCTION "ledger_balances_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In key order, so two statements touching the same rows take them in the same order.
  INSERT INTO "ledger_balances" AS b ("account", "kind", "asset", "amount")
  SELECT e."account", e."kind", e."asset", sum(e."amount")
  FROM "added_entries" AS e
  WHERE e."account" NOT LIKE 'system:%'
  GROUP BY e."account", e."kind", e."asset"
  ORDER BY e."account", e."kind", e."asset"
  ON CONFLICT ("account", "kind", "asset") DO UPDATE SET "amount" = b."amount" + excluded."amount";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_kept_balances" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS "added_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_balances_add"();--> statement-breakpoint
-- Entries written before this migration, counted once.
INSERT INTO "ledger_balances" ("account", "kind", "asset", "amount")
SELECT "account", "kind", "asset", sum("amount")
FROM "ledger_entries"
WHERE "account" NOT LIKE 'system:%'
GROUP BY "account", "kind", "asset";--> statement-breakpoint
-- Still VOLATILE: its query takes a snapshot of its own when it runs (see account_balances_fn).
CREATE OR REPLACE FUNCTION "account_balances"("p_account" text) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "result" jsonb;
BEGIN
  IF "p_account" LIKE 'system:%' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_array(s."kind", s."asset", s."amount")), '[]'::jsonb)
    INTO "result"
    FROM (
      SELECT e."kind", e."asset", sum(e."amount")::text AS "amount"
      FROM "ledger_entries" AS e
      WHERE e."account" = "p_account"
      GROUP BY e."kind", e."asset"
    ) AS s;
  ELSE
    SELECT coalesce(jsonb_agg(jsonb_build_array(b."kind", b."asset", b."amount"::text)), '[]'::jsonb)
    INTO "result"
    FROM "ledger_balances" AS b
    WHERE b."account" = "p_account";
  END IF;
  RETURN "result";
END
$$;

-- An account's balances: the sums of its ledger entries by kind and asset, as a jsonb array of
-- [kind, asset, amount as text]. VOLATILE, so in READ COMMITTED its query takes a snapshot of its own
-- when it runs rather than the calling statement's: a statement that locks an account's row and reads
-- its balances in the same breath (an order's first statement) sees what a writer that held the lock
-- committed while the statement waited for it.
CREATE OR REPLACE FUNCTION "account_balances"("p_account" text) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "result" jsonb;
BEGIN
  SELECT coalesce(jsonb_agg(jsonb_build_array(b."kind", b."asset", b."amount")), '[]'::jsonb)
  INTO "result"
  FROM (
    SELECT e."kind", e."asset", sum(e."amount")::text AS "amount"
    FROM "ledger_entries" AS e
    WHERE e."account" = "p_account"
    GROUP BY e."kind", e."asset"
  ) AS b;
  RETURN "result";
END
$$;

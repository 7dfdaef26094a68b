-- A batch of market orders judged on what this process kept of each account since its own last write
-- to it (fill-at-once.ts, an order in one round trip): the write's statement locks the accounts in
-- accid order, as the first statement of the other way does, and compares each, once its lock is
-- granted, with what the orders were judged on: its owner, currency and type, every balance it holds
-- (ledger_balances) and whether the order's instrument trades. Anything different refuses the whole
-- statement (SQLSTATE HVK01), which writes nothing; the batch then goes the other way. VOLATILE: each
-- query takes a snapshot of its own, so what was committed while the lock was awaited is seen.
CREATE FUNCTION "order_batch_kept"("p_orders" jsonb) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "stale" text;
BEGIN
  PERFORM 1 FROM "accounts" AS a
  WHERE a."accid" = ANY (ARRAY(SELECT g->>'accid' FROM jsonb_array_elements("p_orders") AS g))
  ORDER BY a."accid"
  FOR UPDATE;
  SELECT g->>'accid' INTO "stale"
  FROM jsonb_array_elements("p_orders") AS g
  WHERE NOT coalesce((
      SELECT a."user_id"::text = g->>'owner' AND a."currency" = g->>'currency'
        AND a."account_type" = g->>'account_type'
      FROM "accounts" AS a WHERE a."accid" = g->>'accid'), false)
    OR NOT coalesce((
      SELECT i."tradable" FROM "instruments" AS i WHERE i."id" = (g->>'instrument_id')::int), false)
    OR EXISTS (
      SELECT 1
      FROM (SELECT b."kind", b."asset", b."amount" FROM "ledger_balances" AS b
            WHERE b."account" = g->>'accid') AS b
      FULL JOIN (SELECT e->>0 AS "kind", e->>1 AS "asset", (e->>2)::numeric AS "amount"
                 FROM jsonb_array_elements(g->'balances') AS e) AS k
        ON k."kind" = b."kind" AND k."asset" = b."asset"
      WHERE coalesce(b."amount", 0) <> coalesce(k."amount", 0))
  LIMIT 1;
  IF "stale" IS NOT NULL THEN
    RAISE EXCEPTION 'account % is not as this process kept it', "stale" USING ERRCODE = 'HVK01';
  END IF;
  RETURN true;
END
$$;

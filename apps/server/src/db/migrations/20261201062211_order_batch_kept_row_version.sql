-- A kept account is compared by its row's version (`xmin`, as the lock that kept it read it) instead
-- of its owner's currency and type alone: no column of the row may have changed since, whether it is
-- shared in the community (which the fill's event carries) or any other. Owner, balances and whether
-- the instrument trades are compared as before (migration order_batch_kept).
CREATE OR REPLACE FUNCTION "order_batch_kept"("p_orders" jsonb) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
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
      SELECT a."user_id"::text = g->>'owner' AND a.xmin::text = g->>'row_version'
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

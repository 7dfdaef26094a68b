CREATE TABLE "portfolio_intraday" (
	"accid" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"through_transaction" bigint NOT NULL,
	"positions" jsonb NOT NULL,
	"trades" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_intraday" ADD CONSTRAINT "portfolio_intraday_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- As before, and today's fold goes too when an entry is dated before its day or is older than the
-- last fill it folded (a fill of today takes a newer id and is folded by the next read).
CREATE OR REPLACE FUNCTION "portfolio_daily_values_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
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

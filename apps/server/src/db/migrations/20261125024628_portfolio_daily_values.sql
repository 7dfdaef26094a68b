CREATE TABLE "portfolio_daily_values" (
	"accid" text NOT NULL,
	"day" date NOT NULL,
	"figures" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"positions" jsonb NOT NULL,
	"trades" jsonb NOT NULL,
	"kept_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portfolio_daily_values_accid_day_pk" PRIMARY KEY("accid","day")
);
--> statement-breakpoint
ALTER TABLE "portfolio_daily_values" ADD CONSTRAINT "portfolio_daily_values_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_forget_kept_days"
  AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS "new_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_daily_values_forget"();

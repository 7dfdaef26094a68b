CREATE TABLE "direct_debit_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payout_account_id" uuid NOT NULL,
	"scheme" text NOT NULL,
	"status" text NOT NULL,
	"monthly_max" numeric(24, 6),
	"expected_active_date" date NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recurring_deposit_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recurring_deposit_id" uuid NOT NULL,
	"month" text NOT NULL,
	"run_date" date NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"fail_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"payout_account_id" uuid NOT NULL,
	"scheme" text NOT NULL,
	"request_key" text NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"currency" text NOT NULL,
	"day_of_month" integer NOT NULL,
	"status" text NOT NULL,
	"next_month" text,
	"next_run_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "recurring_deposits_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
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
CREATE TABLE "portfolio_intraday" (
	"accid" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"through_transaction" bigint NOT NULL,
	"positions" jsonb NOT NULL,
	"trades" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_deposit_runs" ADD CONSTRAINT "recurring_deposit_runs_recurring_deposit_id_recurring_deposits_id_fk" FOREIGN KEY ("recurring_deposit_id") REFERENCES "public"."recurring_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_deposits" ADD CONSTRAINT "recurring_deposits_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_deposits" ADD CONSTRAINT "recurring_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_deposits" ADD CONSTRAINT "recurring_deposits_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_daily_values" ADD CONSTRAINT "portfolio_daily_values_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_intraday" ADD CONSTRAINT "portfolio_intraday_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_user_idx" ON "direct_debit_mandates" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_mandates_live_unique" ON "direct_debit_mandates" USING btree ("payout_account_id") WHERE "direct_debit_mandates"."status" in ('REQUESTED', 'ACTIVE');--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_deposit_runs_month_unique" ON "recurring_deposit_runs" USING btree ("recurring_deposit_id","month");--> statement-breakpoint
CREATE INDEX "recurring_deposits_accid_idx" ON "recurring_deposits" USING btree ("accid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recurring_deposits_due_idx" ON "recurring_deposits" USING btree ("next_run_date") WHERE "recurring_deposits"."next_run_date" is not null;
CREATE TABLE "savings_plan_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"month" text NOT NULL,
	"run_date" date NOT NULL,
	"status" text NOT NULL,
	"orders" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "savings_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"currency" text NOT NULL,
	"day_of_month" integer NOT NULL,
	"source" text NOT NULL,
	"payout_account_id" uuid,
	"recurring_deposit_id" uuid,
	"allocations" jsonb NOT NULL,
	"status" text NOT NULL,
	"next_month" text,
	"next_run_date" date,
	"last_run_month" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "savings_plans_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "savings_plan_runs" ADD CONSTRAINT "savings_plan_runs_plan_id_savings_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."savings_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_recurring_deposit_id_recurring_deposits_id_fk" FOREIGN KEY ("recurring_deposit_id") REFERENCES "public"."recurring_deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_plan_runs_plan_month_idx" ON "savings_plan_runs" USING btree ("plan_id","month");--> statement-breakpoint
CREATE INDEX "savings_plans_user_idx" ON "savings_plans" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "savings_plans_due_idx" ON "savings_plans" USING btree ("next_run_date") WHERE "savings_plans"."next_run_date" is not null;
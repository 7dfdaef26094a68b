CREATE TABLE "account_year_end_values" (
	"accid" text NOT NULL,
	"year" integer NOT NULL,
	"value" numeric(24, 6) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_year_end_values_accid_year_pk" PRIMARY KEY("accid","year")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"iban" text,
	"clearing_number" text,
	"account_number" text,
	"number_key" text NOT NULL,
	"bank_name" text,
	"status" text NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"execution_id" text PRIMARY KEY NOT NULL,
	"accid" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"trade_date" date NOT NULL,
	"settle_date" date NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accid" text NOT NULL,
	"payout_account_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"expected_arrival" date NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "account_year_end_values" ADD CONSTRAINT "account_year_end_values_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_user_number_key" ON "payout_accounts" USING btree ("user_id","number_key");--> statement-breakpoint
CREATE INDEX "settlements_open_idx" ON "settlements" USING btree ("settle_date") WHERE "settlements"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "settlements_accid_open_idx" ON "settlements" USING btree ("accid") WHERE "settlements"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawals_accid_idx" ON "withdrawals" USING btree ("accid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_due_idx" ON "withdrawals" USING btree ("status","send_at");
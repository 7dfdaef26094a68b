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
CREATE TABLE "deposit_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"accid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_order_id" text,
	"redirect_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"from_accid" text NOT NULL,
	"to_accid" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(24, 6),
	"currency" text NOT NULL,
	"instrument_id" integer,
	"volume" integer,
	"price" numeric(24, 6),
	"taxable_sale" boolean NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"notification_id" text PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(24, 6),
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_payments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"currency" text NOT NULL,
	"notification_url" text NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"bank" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "simulated_payments_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "account_year_end_values" ADD CONSTRAINT "account_year_end_values_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_transfers" ADD CONSTRAINT "internal_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_transfers" ADD CONSTRAINT "internal_transfers_from_accid_accounts_accid_fk" FOREIGN KEY ("from_accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_transfers" ADD CONSTRAINT "internal_transfers_to_accid_accounts_accid_fk" FOREIGN KEY ("to_accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_request_id_deposit_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."deposit_requests"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_user_number_key" ON "payout_accounts" USING btree ("user_id","number_key");--> statement-breakpoint
CREATE INDEX "settlements_open_idx" ON "settlements" USING btree ("settle_date") WHERE "settlements"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "settlements_accid_open_idx" ON "settlements" USING btree ("accid") WHERE "settlements"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawals_accid_idx" ON "withdrawals" USING btree ("accid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_due_idx" ON "withdrawals" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "deposit_requests_accid_idx" ON "deposit_requests" USING btree ("accid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "internal_transfers_user_idx" ON "internal_transfers" USING btree ("user_id","created_at" DESC NULLS LAST);
CREATE TABLE "fund_transfer_items" (
	"transfer_id" uuid NOT NULL,
	"holding_id" text NOT NULL,
	"name" text NOT NULL,
	"isin" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"units" numeric(24, 6) NOT NULL,
	"acquisition_cost" numeric(24, 6) NOT NULL,
	"fee" numeric(24, 6) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"case_id" text,
	"reject_reason" text,
	"completed_at" timestamp with time zone,
	"ledger_transaction_id" bigint,
	CONSTRAINT "fund_transfer_items_transfer_id_holding_id_pk" PRIMARY KEY("transfer_id","holding_id")
);
--> statement-breakpoint
CREATE TABLE "fund_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"provider" text NOT NULL,
	"to_accid" text NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"reached_at" jsonb NOT NULL,
	"expected_by" date NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fund_transfers_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "fund_transfer_items" ADD CONSTRAINT "fund_transfer_items_transfer_id_fund_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."fund_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transfer_items" ADD CONSTRAINT "fund_transfer_items_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transfers" ADD CONSTRAINT "fund_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transfers" ADD CONSTRAINT "fund_transfers_to_accid_accounts_accid_fk" FOREIGN KEY ("to_accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fund_transfer_items_moving_key" ON "fund_transfer_items" USING btree ("holding_id") WHERE "fund_transfer_items"."status" not in ('COMPLETED', 'REJECTED');--> statement-breakpoint
CREATE INDEX "fund_transfer_items_booked_idx" ON "fund_transfer_items" USING btree ("ledger_transaction_id");--> statement-breakpoint
CREATE INDEX "fund_transfers_user_idx" ON "fund_transfers" USING btree ("user_id","signed_at" DESC NULLS LAST);
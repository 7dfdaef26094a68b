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
ALTER TABLE "internal_transfers" ADD CONSTRAINT "internal_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_transfers" ADD CONSTRAINT "internal_transfers_from_accid_accounts_accid_fk" FOREIGN KEY ("from_accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_transfers" ADD CONSTRAINT "internal_transfers_to_accid_accounts_accid_fk" FOREIGN KEY ("to_accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_transfers_user_idx" ON "internal_transfers" USING btree ("user_id","created_at" DESC NULLS LAST);
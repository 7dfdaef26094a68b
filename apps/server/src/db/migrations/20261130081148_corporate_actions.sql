CREATE TABLE "corporate_action_entitlements" (
	"event_id" text NOT NULL,
	"accid" text NOT NULL,
	"units" numeric(24, 6) NOT NULL,
	"amount" numeric(24, 6),
	"currency" text NOT NULL,
	"ledger_transaction_id" bigint,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "corporate_action_entitlements_event_id_accid_pk" PRIMARY KEY("event_id","accid")
);
--> statement-breakpoint
CREATE TABLE "corporate_actions" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	"ex_date" date,
	"record_date" date NOT NULL,
	"pay_date" date,
	"deadline" timestamp with time zone,
	"terms" jsonb,
	"holders_fixed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_action_entitlements" ADD CONSTRAINT "corporate_action_entitlements_event_id_corporate_actions_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."corporate_actions"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_action_entitlements" ADD CONSTRAINT "corporate_action_entitlements_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD CONSTRAINT "corporate_actions_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_action_entitlements_accid_idx" ON "corporate_action_entitlements" USING btree ("accid");--> statement-breakpoint
CREATE INDEX "corporate_action_entitlements_unbooked_idx" ON "corporate_action_entitlements" USING btree ("event_id") WHERE "corporate_action_entitlements"."booked_at" is null;--> statement-breakpoint
CREATE INDEX "corporate_actions_instrument_idx" ON "corporate_actions" USING btree ("instrument_id","record_date");--> statement-breakpoint
CREATE INDEX "corporate_actions_unfixed_idx" ON "corporate_actions" USING btree ("ex_date") WHERE "corporate_actions"."holders_fixed_at" is null;
CREATE TABLE "fund_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accid" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"side" text NOT NULL,
	"request_key" text NOT NULL,
	"state" text NOT NULL,
	"amount" numeric(24, 6),
	"units" numeric(24, 6),
	"sells_all" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"cut_off" timestamp with time zone NOT NULL,
	"trade_date" date NOT NULL,
	"nav_known_at" timestamp with time zone NOT NULL,
	"settle_date" date NOT NULL,
	"nav" numeric(24, 6),
	"settled_amount" numeric(24, 6),
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fund_orders_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_orders_accid_idx" ON "fund_orders" USING btree ("accid","created_at" DESC NULLS LAST);
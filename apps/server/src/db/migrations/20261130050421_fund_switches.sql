ALTER TABLE "fund_orders" ADD COLUMN "switch_id" uuid;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD COLUMN "switch_to_instrument_id" integer;--> statement-breakpoint
ALTER TABLE "fund_orders" ADD CONSTRAINT "fund_orders_switch_to_instrument_id_instruments_id_fk" FOREIGN KEY ("switch_to_instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;
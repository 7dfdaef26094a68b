ALTER TABLE "order_audit" ADD COLUMN "trigger_price" numeric(20, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trigger_price" numeric(20, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "triggered_at" timestamp with time zone;
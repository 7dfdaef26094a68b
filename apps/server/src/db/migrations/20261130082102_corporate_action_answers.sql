ALTER TABLE "corporate_action_entitlements" ADD COLUMN "option" text;--> statement-breakpoint
ALTER TABLE "corporate_action_entitlements" ADD COLUMN "answered_at" timestamp with time zone;
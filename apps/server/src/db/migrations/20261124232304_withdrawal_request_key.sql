ALTER TABLE "withdrawals" ADD COLUMN "request_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_request_key_unique" UNIQUE("request_key");
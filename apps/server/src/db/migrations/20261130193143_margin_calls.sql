CREATE TABLE "margin_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"accid" text NOT NULL,
	"status" text NOT NULL,
	"shortfall" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "margin_calls" ADD CONSTRAINT "margin_calls_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "margin_calls_open_key" ON "margin_calls" USING btree ("accid") WHERE "margin_calls"."status" = 'OPEN';
CREATE TABLE "credit_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"accid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"credit_limit" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"refuse_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "credit_lines_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_lines_active_key" ON "credit_lines" USING btree ("accid") WHERE "credit_lines"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "credit_lines_user_idx" ON "credit_lines" USING btree ("user_id");--> statement-breakpoint
-- A credit line changes an account's buying power: kept account views are forgotten (money_changed_notify).
CREATE TRIGGER "credit_lines_money_inserted" AFTER INSERT ON "credit_lines"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "money_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "credit_lines_money_updated" AFTER UPDATE ON "credit_lines"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "money_changed_notify"();

CREATE TABLE "pension_move_items" (
	"move_id" uuid NOT NULL,
	"insurance_id" text NOT NULL,
	"company_id" text NOT NULL,
	"company" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(24, 6) NOT NULL,
	"fee" numeric(24, 6) NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"case_id" text,
	"reject_reason" text,
	"completed_at" timestamp with time zone,
	CONSTRAINT "pension_move_items_move_id_insurance_id_pk" PRIMARY KEY("move_id","insurance_id")
);
--> statement-breakpoint
CREATE TABLE "pension_moves" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"to_accid" text NOT NULL,
	"currency" text NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"reached_at" jsonb NOT NULL,
	"expected_by" date NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pension_moves_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "pension_move_items" ADD CONSTRAINT "pension_move_items_move_id_pension_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."pension_moves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_moves" ADD CONSTRAINT "pension_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_moves" ADD CONSTRAINT "pension_moves_to_accid_accounts_accid_fk" FOREIGN KEY ("to_accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pension_move_items_moving_key" ON "pension_move_items" USING btree ("insurance_id") WHERE "pension_move_items"."status" not in ('COMPLETED', 'REJECTED');--> statement-breakpoint
CREATE INDEX "pension_moves_user_idx" ON "pension_moves" USING btree ("user_id","signed_at" DESC NULLS LAST);
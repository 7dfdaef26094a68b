CREATE SEQUENCE "public"."accid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"accid" text PRIMARY KEY DEFAULT nextval('accid_seq')::text NOT NULL,
	"user_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"alias" text,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "curated_list_items" (
	"list_id" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "curated_list_items_list_id_instrument_id_pk" PRIMARY KEY("list_id","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "curated_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"isin" text NOT NULL,
	"type" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"sector" text NOT NULL,
	"tradable" boolean NOT NULL,
	"lot_size" integer DEFAULT 1 NOT NULL,
	"reference_price" numeric(20, 6) NOT NULL,
	"slug" text NOT NULL,
	"allocation" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instruments_isin_unique" UNIQUE("isin")
);
--> statement-breakpoint
CREATE TABLE "market_indicators" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"kind" text NOT NULL,
	"value" numeric(20, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"country" text NOT NULL,
	"email" text,
	"name" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_list_items" ADD CONSTRAINT "curated_list_items_list_id_curated_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."curated_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_list_items" ADD CONSTRAINT "curated_list_items_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_slug_key" ON "instruments" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_market_symbol_key" ON "instruments" USING btree ("market","symbol");--> statement-breakpoint
CREATE INDEX "instruments_tradable_id_idx" ON "instruments" USING btree ("tradable","id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));
CREATE TABLE "appropriateness_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appropriateness_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"product_group" text NOT NULL,
	"version" integer NOT NULL,
	"passed" boolean NOT NULL,
	"correct" integer NOT NULL,
	"required" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"assessed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"default_accid" text,
	"subscriptions" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"risk_level" integer NOT NULL,
	"assessed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appropriateness_attempts" ADD CONSTRAINT "appropriateness_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_preferences" ADD CONSTRAINT "customer_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appropriateness_attempts_user_idx" ON "appropriateness_attempts" USING btree ("user_id","product_group","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_one_per_person_key" ON "accounts" USING btree ("user_id","account_type") WHERE "accounts"."account_type" in ('AKTIESPAREKONTO', 'AOT');
CREATE TABLE "account_year_end_values" (
	"accid" text NOT NULL,
	"year" integer NOT NULL,
	"value" numeric(24, 6) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_year_end_values_accid_year_pk" PRIMARY KEY("accid","year")
);
--> statement-breakpoint
ALTER TABLE "account_year_end_values" ADD CONSTRAINT "account_year_end_values_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE cascade ON UPDATE no action;
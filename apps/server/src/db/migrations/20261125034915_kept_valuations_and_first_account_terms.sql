CREATE TABLE "portfolio_daily_values" (
	"accid" text NOT NULL,
	"day" date NOT NULL,
	"figures" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"positions" jsonb NOT NULL,
	"trades" jsonb NOT NULL,
	"kept_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portfolio_daily_values_accid_day_pk" PRIMARY KEY("accid","day")
);
--> statement-breakpoint
CREATE TABLE "portfolio_intraday" (
	"accid" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"through_transaction" bigint NOT NULL,
	"positions" jsonb NOT NULL,
	"trades" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portfolio_daily_values" ADD CONSTRAINT "portfolio_daily_values_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_intraday" ADD CONSTRAINT "portfolio_intraday_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE cascade ON UPDATE no action;
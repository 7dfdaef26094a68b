ALTER TABLE "instruments" ADD COLUMN "fund_category" text;--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "risk_indicator" smallint;--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "ongoing_charge" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_fund_facts_range_check" CHECK ("instruments"."risk_indicator" BETWEEN 1 AND 7 AND "instruments"."ongoing_charge" >= 0);--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_fund_facts_check" CHECK (("instruments"."fund_category" IS NULL) = ("instruments"."risk_indicator" IS NULL) AND ("instruments"."fund_category" IS NULL) = ("instruments"."ongoing_charge" IS NULL));
CREATE TABLE "mortgage_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"property_type" text NOT NULL,
	"property_value" numeric(18, 2) NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"loan_amount" numeric(18, 2) NOT NULL,
	"applicant" jsonb NOT NULL,
	"children" integer NOT NULL,
	"co_applicant" jsonb,
	"ltv" numeric(7, 2) NOT NULL,
	"rate" numeric(7, 2) NOT NULL,
	"amortisation_percent" numeric(5, 2) NOT NULL,
	"monthly_cost" numeric(18, 2) NOT NULL,
	"case_id" text,
	"decision_outcome" text,
	"approved_amount" numeric(18, 2),
	"refusal_reason" text,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mortgage_applications_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "mortgage_applications" ADD CONSTRAINT "mortgage_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mortgage_applications_user_idx" ON "mortgage_applications" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mortgage_applications_open_key" ON "mortgage_applications" USING btree ("user_id") WHERE "mortgage_applications"."status" in ('SUBMITTED', 'IN_REVIEW');
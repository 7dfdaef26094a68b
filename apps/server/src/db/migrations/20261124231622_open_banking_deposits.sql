CREATE TABLE "deposit_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"accid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_order_id" text,
	"redirect_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"notification_id" text PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(24, 6),
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_payments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"currency" text NOT NULL,
	"notification_url" text NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"bank" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "simulated_payments_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_request_id_deposit_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."deposit_requests"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_requests_accid_idx" ON "deposit_requests" USING btree ("accid","created_at" DESC NULLS LAST);
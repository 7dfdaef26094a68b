CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_account_format" CHECK ("ledger_entries"."account" ~ '^([0-9]+|system:[a-z]+)$')
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"accid" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "order_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"client_id" uuid NOT NULL,
	"accid" text NOT NULL,
	"account_number" text NOT NULL,
	"acting_person" text NOT NULL,
	"isin" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"venue" text NOT NULL,
	"side" text NOT NULL,
	"order_type" text NOT NULL,
	"limit_price" numeric(20, 6),
	"currency" text NOT NULL,
	"quantity" integer NOT NULL,
	"filled_quantity" integer NOT NULL,
	"validity" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"execution_id" text,
	"execution_price" numeric(20, 6),
	"execution_quantity" integer,
	"executed_at" timestamp with time zone,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_fills" (
	"execution_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"accid" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"side" text NOT NULL,
	"volume" integer NOT NULL,
	"price" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"gross_amount" numeric(24, 6) NOT NULL,
	"amount" numeric(24, 6) NOT NULL,
	"account_currency" text NOT NULL,
	"fx_rate" numeric(24, 12) NOT NULL,
	"fee" numeric(24, 6) NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"executed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"instrument_id" integer NOT NULL,
	"side" text NOT NULL,
	"order_type" text NOT NULL,
	"volume" integer NOT NULL,
	"limit_price" numeric(20, 6),
	"price_limit" numeric(20, 6) NOT NULL,
	"currency" text NOT NULL,
	"account_currency" text NOT NULL,
	"state" text NOT NULL,
	"filled_volume" integer DEFAULT 0 NOT NULL,
	"reserved_cash" numeric(24, 6) DEFAULT '0' NOT NULL,
	"filled_value" numeric(24, 6) DEFAULT '0' NOT NULL,
	"fees_paid" numeric(24, 6) DEFAULT '0' NOT NULL,
	"fill_count" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_audit" ADD CONSTRAINT "order_audit_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_audit" ADD CONSTRAINT "order_audit_execution_id_order_fills_execution_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."order_fills"("execution_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fills" ADD CONSTRAINT "order_fills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fills" ADD CONSTRAINT "order_fills_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fills" ADD CONSTRAINT "order_fills_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fills" ADD CONSTRAINT "order_fills_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_accid_accounts_accid_fk" FOREIGN KEY ("accid") REFERENCES "public"."accounts"("accid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_balance_idx" ON "ledger_entries" USING btree ("account","kind","asset");--> statement-breakpoint
CREATE INDEX "ledger_transactions_accid_idx" ON "ledger_transactions" USING btree ("accid","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_audit_order_idx" ON "order_audit" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_fills_order_idx" ON "order_fills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_fills_account_instrument_idx" ON "order_fills" USING btree ("accid","instrument_id","executed_at");--> statement-breakpoint
CREATE INDEX "orders_accid_idx" ON "orders" USING btree ("accid","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."state" in ('PENDING', 'PARTIALLY_FILLED');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
-- The ledger balances: at commit, every ledger transaction's entries sum to zero per asset. Deferred, so
-- a transaction inserts all its entries first; one check per inserted entry, each over one transaction.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM ledger_entries WHERE transaction_id = NEW.transaction_id GROUP BY asset HAVING sum(amount) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero per asset', NEW.transaction_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();--> statement-breakpoint
-- Money records are append-only: no UPDATE, DELETE or TRUNCATE of the ledger, fills or the order audit.
CREATE FUNCTION refuse_change_of_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only();--> statement-breakpoint
CREATE TRIGGER order_fills_append_only BEFORE UPDATE OR DELETE ON order_fills
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only();--> statement-breakpoint
CREATE TRIGGER order_fills_no_truncate BEFORE TRUNCATE ON order_fills
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only();--> statement-breakpoint
CREATE TRIGGER order_audit_append_only BEFORE UPDATE OR DELETE ON order_audit
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only();--> statement-breakpoint
CREATE TRIGGER order_audit_no_truncate BEFORE TRUNCATE ON order_audit
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only();

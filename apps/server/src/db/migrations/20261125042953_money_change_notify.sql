-- Every process keeps a customer's accounts view (cash, buying power, withdrawable, unsettled, deposit
-- room) in memory. A change to anything it is computed from announces "money:<user id>" on
-- "havn_user_changed" when it commits, and every process forgets that user's kept view. One
-- announcement per statement and user (PostgreSQL folds identical ones within a transaction).
CREATE FUNCTION "money_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('accounts', 'customer_preferences') THEN
    PERFORM pg_notify('havn_user_changed', 'money:' || c.user_id::text)
      FROM (SELECT DISTINCT user_id FROM changed) c;
  ELSIF TG_TABLE_NAME = 'ledger_entries' THEN
    PERFORM pg_notify('havn_user_changed', 'money:' || a.user_id::text)
      FROM accounts a WHERE a.accid IN (SELECT account FROM changed);
  ELSE
    PERFORM pg_notify('havn_user_changed', 'money:' || a.user_id::text)
      FROM accounts a WHERE a.accid IN (SELECT accid FROM changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accounts_money_inserted" AFTER INSERT ON "accounts"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "money_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "accounts_money_updated" AFTER UPDATE ON "accounts"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "money_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "preferences_money_inserted" AFTER INSERT ON "customer_preferences"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "money_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "preferences_money_updated" AFTER UPDATE ON "customer_preferences"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "money_changed_notify"();--> statement-breakpoint
-- The ledger is append-only: inserts are all it sees.
CREATE TRIGGER "ledger_entries_money_inserted" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "money_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "settlements_money_inserted" AFTER INSERT ON "settlements"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "money_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "settlements_money_updated" AFTER UPDATE ON "settlements"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "money_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "year_end_values_money_inserted" AFTER INSERT ON "account_year_end_values"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "money_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "year_end_values_money_updated" AFTER UPDATE ON "account_year_end_values"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "money_changed_notify"();

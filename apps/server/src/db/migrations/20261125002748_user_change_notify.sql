-- Every process keeps session lookups (session, user, community profile) in memory. A change to any
-- of them announces the user's id on "havn_user_changed" when it commits, and every process forgets
-- what it kept for that user. The announcement comes from the database, so no write path can forget it.
CREATE FUNCTION "user_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    changed := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  END IF;
  PERFORM pg_notify('havn_user_changed', changed::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "user_changed_notify"();--> statement-breakpoint
-- A session's last-seen minute is kept in memory too; only its end or an eID step-up is news.
CREATE TRIGGER "sessions_changed" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.eid_verified_at IS DISTINCT FROM NEW.eid_verified_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION "user_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "sessions_deleted" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "user_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "profiles_changed" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "user_changed_notify"();

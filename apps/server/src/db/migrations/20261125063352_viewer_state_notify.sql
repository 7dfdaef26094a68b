-- Every process keeps a member's own feed state (whom they follow, who follows them, whom they mute,
-- their likes and poll votes) in memory. A change to one announces "social:<user id>" on
-- "havn_user_changed" when it commits, for both sides of a follow, and every process forgets that
-- member's kept state. One announcement per statement and member (PostgreSQL folds identical ones
-- within a transaction). Transition tables allow one event per trigger, so each event has its own.
CREATE FUNCTION "viewer_state_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'follows' THEN
    PERFORM pg_notify('havn_user_changed', 'social:' || p.user_id::text)
      FROM profiles p
      WHERE p.id IN (SELECT follower_id FROM changed UNION SELECT followee_id FROM changed);
  ELSIF TG_TABLE_NAME = 'mutes' THEN
    PERFORM pg_notify('havn_user_changed', 'social:' || p.user_id::text)
      FROM profiles p WHERE p.id IN (SELECT muter_id FROM changed);
  ELSE
    PERFORM pg_notify('havn_user_changed', 'social:' || p.user_id::text)
      FROM profiles p WHERE p.id IN (SELECT profile_id FROM changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "follows_social_inserted" AFTER INSERT ON "follows"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "follows_social_updated" AFTER UPDATE ON "follows"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "follows_social_deleted" AFTER DELETE ON "follows"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "mutes_social_inserted" AFTER INSERT ON "mutes"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "mutes_social_updated" AFTER UPDATE ON "mutes"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "mutes_social_deleted" AFTER DELETE ON "mutes"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "reactions_social_inserted" AFTER INSERT ON "reactions"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "reactions_social_updated" AFTER UPDATE ON "reactions"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "reactions_social_deleted" AFTER DELETE ON "reactions"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "poll_votes_social_inserted" AFTER INSERT ON "poll_votes"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "poll_votes_social_updated" AFTER UPDATE ON "poll_votes"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "poll_votes_social_deleted" AFTER DELETE ON "poll_votes"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "viewer_state_changed_notify"();

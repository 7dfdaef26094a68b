ALTER TABLE "feed_post_counts" DROP CONSTRAINT "feed_post_counts_pkey";--> statement-breakpoint
ALTER TABLE "feed_post_counts" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_post_counts" ADD CONSTRAINT "feed_post_counts_feed_shard_pk" PRIMARY KEY("feed","shard");--> statement-breakpoint
-- A feed's count and version are spread over shard rows, one per writing connection's pid modulo 16,
-- so posts on one busy instrument from many connections do not queue on one row lock. `version` now
-- counts the writes that touched a shard: the feed's version is the sum, which grows with every commit
-- that changes the feed (a sequence's values need not commit in their order; a sum of +1s does).
-- Every touch also announces the feed on "havn_feed_changed": processes forget what they knew of it.
CREATE FUNCTION "feed_touch"(feed_key text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_post_counts" ("feed", "shard", "post_count", "version")
    VALUES (feed_key, pg_backend_pid() % 16, delta, 1)
  ON CONFLICT ("feed", "shard") DO UPDATE
    SET "post_count" = "feed_post_counts"."post_count" + EXCLUDED."post_count",
        "version" = "feed_post_counts"."version" + 1;
  PERFORM pg_notify('havn_feed_changed', feed_key);
END
$$;--> statement-breakpoint
-- Reactions, images and poll options (feed_versions_track_item_part) touch their item's feed.
CREATE OR REPLACE FUNCTION "feed_version_bump"(instrument_id integer, group_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF instrument_id IS NOT NULL THEN
    PERFORM "feed_touch"('instrument:' || instrument_id, 0);
  END IF;
  IF group_id IS NOT NULL THEN
    PERFORM "feed_touch"('group:' || group_id, 0);
  END IF;
END
$$;--> statement-breakpoint
-- One trigger on contents moves both the count and the version, one row update per feed touched: a
-- thread counts while it is a root and not (deleted without comments), as contents-repo.ts feedWhere.
CREATE OR REPLACE FUNCTION "feed_post_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := false;
  new_counts boolean := false;
  delta integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_counts := OLD.root_id IS NULL AND NOT (OLD.status = 'DELETED' AND OLD.total_child_count = 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_counts := NEW.root_id IS NULL AND NOT (NEW.status = 'DELETED' AND NEW.total_child_count = 0);
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.instrument_id IS NOT NULL THEN
    delta := CASE WHEN old_counts THEN -1 ELSE 0 END;
    IF TG_OP = 'UPDATE' AND new_counts AND NEW.instrument_id IS NOT DISTINCT FROM OLD.instrument_id THEN
      delta := delta + 1;
    END IF;
    PERFORM "feed_touch"('instrument:' || OLD.instrument_id, delta);
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.group_id IS NOT NULL THEN
    delta := CASE WHEN old_counts THEN -1 ELSE 0 END;
    IF TG_OP = 'UPDATE' AND new_counts AND NEW.group_id IS NOT DISTINCT FROM OLD.group_id THEN
      delta := delta + 1;
    END IF;
    PERFORM "feed_touch"('group:' || OLD.group_id, delta);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.instrument_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.instrument_id IS DISTINCT FROM OLD.instrument_id) THEN
    PERFORM "feed_touch"('instrument:' || NEW.instrument_id, CASE WHEN new_counts THEN 1 ELSE 0 END);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.group_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.group_id IS DISTINCT FROM OLD.group_id) THEN
    PERFORM "feed_touch"('group:' || NEW.group_id, CASE WHEN new_counts THEN 1 ELSE 0 END);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "contents_feed_versions" ON "contents";--> statement-breakpoint
DROP FUNCTION "feed_versions_track_contents"();--> statement-breakpoint
DROP TRIGGER "contents_feed_post_counts" ON "contents";--> statement-breakpoint
CREATE TRIGGER "contents_feed_post_counts" AFTER INSERT OR UPDATE OR DELETE ON "contents"
  FOR EACH ROW EXECUTE FUNCTION "feed_post_counts_track"();--> statement-breakpoint
DROP FUNCTION "feed_post_count_add"(text, integer);--> statement-breakpoint
-- The rebuild after a bulk load: every count on shard 0, and every process told to forget all it knew
-- ('*'), since a rebuilt feed's version (its count of writes) starts again.
CREATE OR REPLACE FUNCTION "feed_post_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "feed_post_counts";
  INSERT INTO "feed_post_counts" ("feed", "shard", "post_count", "version")
    SELECT feed, 0, post_count, 1 FROM (
      SELECT 'instrument:' || "instrument_id" AS feed, count(*)::int AS post_count FROM "contents"
      WHERE "root_id" IS NULL AND "instrument_id" IS NOT NULL AND NOT ("status" = 'DELETED' AND "total_child_count" = 0)
      GROUP BY "instrument_id"
      UNION ALL
      SELECT 'group:' || "group_id", count(*)::int FROM "contents"
      WHERE "root_id" IS NULL AND "group_id" IS NOT NULL AND NOT ("status" = 'DELETED' AND "total_child_count" = 0)
      GROUP BY "group_id"
    ) AS counted;
  PERFORM pg_notify('havn_feed_changed', '*');
END
$$;--> statement-breakpoint
DROP SEQUENCE "feed_version_seq";--> statement-breakpoint
-- A kept feed page shows its authors' profiles (name, avatar, counts, status): a changed profile is
-- announced on the same channel, as "profile:<id>", so one LISTEN session hears all a page depends on.
CREATE FUNCTION "profile_feed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('havn_feed_changed', 'profile:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_feed_changed" AFTER UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profile_feed_notify"();

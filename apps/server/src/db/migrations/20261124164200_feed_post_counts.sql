CREATE TABLE "feed_post_counts" (
	"feed" text PRIMARY KEY NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A thread counts in its feed while it is a root and not (deleted without comments): the same test as
-- the feed's query (contents-repo.ts feedWhere). The trigger moves the count whenever that test or the
-- feed changes, in the writing transaction.
CREATE FUNCTION "feed_post_count_add"(feed_key text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_post_counts" ("feed", "post_count") VALUES (feed_key, delta)
  ON CONFLICT ("feed") DO UPDATE SET "post_count" = "feed_post_counts"."post_count" + delta;
END
$$;--> statement-breakpoint
CREATE FUNCTION "feed_post_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := false;
  new_counts boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_counts := OLD.root_id IS NULL AND NOT (OLD.status = 'DELETED' AND OLD.total_child_count = 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_counts := NEW.root_id IS NULL AND NOT (NEW.status = 'DELETED' AND NEW.total_child_count = 0);
  END IF;
  IF old_counts AND OLD.instrument_id IS NOT NULL
     AND NOT (new_counts AND NEW.instrument_id IS NOT DISTINCT FROM OLD.instrument_id) THEN
    PERFORM "feed_post_count_add"('instrument:' || OLD.instrument_id, -1);
  END IF;
  IF old_counts AND OLD.group_id IS NOT NULL
     AND NOT (new_counts AND NEW.group_id IS NOT DISTINCT FROM OLD.group_id) THEN
    PERFORM "feed_post_count_add"('group:' || OLD.group_id, -1);
  END IF;
  IF new_counts AND NEW.instrument_id IS NOT NULL
     AND NOT (old_counts AND OLD.instrument_id IS NOT DISTINCT FROM NEW.instrument_id) THEN
    PERFORM "feed_post_count_add"('instrument:' || NEW.instrument_id, 1);
  END IF;
  IF new_counts AND NEW.group_id IS NOT NULL
     AND NOT (old_counts AND OLD.group_id IS NOT DISTINCT FROM NEW.group_id) THEN
    PERFORM "feed_post_count_add"('group:' || NEW.group_id, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contents_feed_post_counts"
  AFTER INSERT OR DELETE OR UPDATE OF "root_id", "status", "total_child_count", "instrument_id", "group_id"
  ON "contents" FOR EACH ROW EXECUTE FUNCTION "feed_post_counts_track"();--> statement-breakpoint
-- Recounts every feed from scratch: the backfill here, and after a bulk load that ran without the
-- trigger (the bench's data set).
CREATE FUNCTION "feed_post_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "feed_post_counts";
  INSERT INTO "feed_post_counts" ("feed", "post_count")
    SELECT 'instrument:' || "instrument_id", count(*)::int FROM "contents"
    WHERE "root_id" IS NULL AND "instrument_id" IS NOT NULL AND NOT ("status" = 'DELETED' AND "total_child_count" = 0)
    GROUP BY "instrument_id"
    UNION ALL
    SELECT 'group:' || "group_id", count(*)::int FROM "contents"
    WHERE "root_id" IS NULL AND "group_id" IS NOT NULL AND NOT ("status" = 'DELETED' AND "total_child_count" = 0)
    GROUP BY "group_id";
END
$$;--> statement-breakpoint
SELECT "feed_post_counts_rebuild"();

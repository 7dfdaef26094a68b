-- A statement of new items (a process writes the posts arriving together in one, post-batches.ts) moved
-- each feed's count once per item: a call, a row update and a notification each. New items now move
-- each feed they land in once per statement, by how many of them count; edits and deletions keep the
-- row trigger. A feed's version still grows with every commit that changes it.
CREATE OR REPLACE FUNCTION "feed_post_counts_track_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "feed_touch"(t."feed", t."added")
  FROM (
    SELECT 'instrument:' || "instrument_id" AS "feed",
      (count(*) FILTER (WHERE "root_id" IS NULL AND NOT ("status" = 'DELETED' AND "total_child_count" = 0)))::integer AS "added"
    FROM "inserted_items" WHERE "instrument_id" IS NOT NULL GROUP BY "instrument_id"
    UNION ALL
    SELECT 'group:' || "group_id",
      (count(*) FILTER (WHERE "root_id" IS NULL AND NOT ("status" = 'DELETED' AND "total_child_count" = 0)))::integer
    FROM "inserted_items" WHERE "group_id" IS NOT NULL GROUP BY "group_id"
    ORDER BY 1
  ) AS t;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "contents_feed_post_counts" ON "contents";--> statement-breakpoint
CREATE TRIGGER "contents_feed_post_counts" AFTER UPDATE OR DELETE ON "contents"
  FOR EACH ROW EXECUTE FUNCTION "feed_post_counts_track"();--> statement-breakpoint
CREATE TRIGGER "contents_feed_post_counts_inserted" AFTER INSERT ON "contents"
  REFERENCING NEW TABLE AS "inserted_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "feed_post_counts_track_inserted"();

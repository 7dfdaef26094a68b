CREATE TABLE "appropriateness_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appropriateness_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"product_group" text NOT NULL,
	"version" integer NOT NULL,
	"passed" boolean NOT NULL,
	"correct" integer NOT NULL,
	"required" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"assessed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"default_accid" text,
	"subscriptions" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"risk_level" integer NOT NULL,
	"assessed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"customer_read_at" timestamp with time zone,
	"support_read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_post_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appropriateness_attempts" ADD CONSTRAINT "appropriateness_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_preferences" ADD CONSTRAINT "customer_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_profiles" ADD CONSTRAINT "risk_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_thread_id_support_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."support_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appropriateness_attempts_user_idx" ON "appropriateness_attempts" USING btree ("user_id","product_group","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_messages_thread_idx" ON "support_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "support_threads_customer_idx" ON "support_threads" USING btree ("customer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "support_threads_inbox_idx" ON "support_threads" USING btree ("state","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_one_per_person_key" ON "accounts" USING btree ("user_id","account_type") WHERE "accounts"."account_type" in ('AKTIESPAREKONTO', 'AOT');--> statement-breakpoint
-- One sequence for every feed's version: a version never repeats, not even after a rebuild, so a
-- page kept under an old version can never be mistaken for the current one.
CREATE SEQUENCE "feed_version_seq";--> statement-breakpoint
CREATE FUNCTION "feed_version_bump"(instrument_id integer, group_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF instrument_id IS NOT NULL THEN
    INSERT INTO "feed_post_counts" ("feed", "version") VALUES ('instrument:' || instrument_id, nextval('feed_version_seq'))
    ON CONFLICT ("feed") DO UPDATE SET "version" = EXCLUDED."version";
  END IF;
  IF group_id IS NOT NULL THEN
    INSERT INTO "feed_post_counts" ("feed", "version") VALUES ('group:' || group_id, nextval('feed_version_seq'))
    ON CONFLICT ("feed") DO UPDATE SET "version" = EXCLUDED."version";
  END IF;
END
$$;--> statement-breakpoint
-- Any change to an item (posted, edited, deleted, hidden, pinned, counted, voted on) moves its feed,
-- and the feed it left when it moved.
CREATE FUNCTION "feed_versions_track_contents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "feed_version_bump"(OLD.instrument_id, OLD.group_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT'
      OR NEW.instrument_id IS DISTINCT FROM OLD.instrument_id OR NEW.group_id IS DISTINCT FROM OLD.group_id) THEN
    PERFORM "feed_version_bump"(NEW.instrument_id, NEW.group_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contents_feed_versions" AFTER INSERT OR UPDATE OR DELETE ON "contents"
  FOR EACH ROW EXECUTE FUNCTION "feed_versions_track_contents"();--> statement-breakpoint
-- Reactions, images and poll options belong to an item: they move the item's feed.
CREATE FUNCTION "feed_versions_track_item_part"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item_id uuid;
  item record;
BEGIN
  IF TG_TABLE_NAME = 'reactions' THEN
    item_id := CASE WHEN TG_OP = 'DELETE' THEN OLD.item_id ELSE NEW.item_id END;
  ELSE
    item_id := CASE WHEN TG_OP = 'DELETE' THEN OLD.content_id ELSE NEW.content_id END;
  END IF;
  SELECT "instrument_id", "group_id" INTO item FROM "contents" WHERE "id" = item_id;
  IF FOUND THEN
    PERFORM "feed_version_bump"(item.instrument_id, item.group_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reactions_feed_versions" AFTER INSERT OR UPDATE OR DELETE ON "reactions"
  FOR EACH ROW EXECUTE FUNCTION "feed_versions_track_item_part"();--> statement-breakpoint
CREATE TRIGGER "content_images_feed_versions" AFTER INSERT OR UPDATE OR DELETE ON "content_images"
  FOR EACH ROW EXECUTE FUNCTION "feed_versions_track_item_part"();--> statement-breakpoint
CREATE TRIGGER "poll_options_feed_versions" AFTER INSERT OR UPDATE OR DELETE ON "poll_options"
  FOR EACH ROW EXECUTE FUNCTION "feed_versions_track_item_part"();--> statement-breakpoint
-- The rebuild after a bulk load gives every feed a fresh version as well as its count.
CREATE OR REPLACE FUNCTION "feed_post_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "feed_post_counts";
  INSERT INTO "feed_post_counts" ("feed", "post_count", "version")
    SELECT feed, post_count, nextval('feed_version_seq') FROM (
      SELECT 'instrument:' || "instrument_id" AS feed, count(*)::int AS post_count FROM "contents"
      WHERE "root_id" IS NULL AND "instrument_id" IS NOT NULL AND NOT ("status" = 'DELETED' AND "total_child_count" = 0)
      GROUP BY "instrument_id"
      UNION ALL
      SELECT 'group:' || "group_id", count(*)::int FROM "contents"
      WHERE "root_id" IS NULL AND "group_id" IS NOT NULL AND NOT ("status" = 'DELETED' AND "total_child_count" = 0)
      GROUP BY "group_id"
    ) AS counted;
END
$$;--> statement-breakpoint
UPDATE "feed_post_counts" SET "version" = nextval('feed_version_seq');

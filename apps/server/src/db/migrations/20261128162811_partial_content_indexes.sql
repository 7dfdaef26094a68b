-- Items outside an index cost nothing in it: a post on an instrument has no group, parent, root or
-- execution, and each of those indexes held a NULL entry for every such post. Each now holds only the
-- items it finds; every query on them names a value (equality implies the column is not null).
DROP INDEX "contents_group_feed_idx";--> statement-breakpoint
DROP INDEX "contents_parent_idx";--> statement-breakpoint
DROP INDEX "contents_root_idx";--> statement-breakpoint
DROP INDEX "contents_execution_key";--> statement-breakpoint
CREATE INDEX "contents_group_feed_idx" ON "contents" USING btree ("group_id","is_pinned" DESC NULLS FIRST,"posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "contents"."root_id" is null and "contents"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "contents_parent_idx" ON "contents" USING btree ("parent_id","posted_at","id") WHERE "contents"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "contents_root_idx" ON "contents" USING btree ("root_id","posted_at") WHERE "contents"."root_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contents_execution_key" ON "contents" USING btree ("execution_id") WHERE "contents"."execution_id" is not null;
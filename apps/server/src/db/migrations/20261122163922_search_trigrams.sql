CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "groups_name_trgm" ON "groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_username_trgm" ON "profiles" USING gin ("username" gin_trgm_ops);

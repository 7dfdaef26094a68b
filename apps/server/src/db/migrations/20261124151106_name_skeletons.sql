ALTER TABLE "groups" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_skeleton_key" ON "groups" USING btree ("name_skeleton");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_skeleton_key" ON "profiles" USING btree ("username_skeleton");
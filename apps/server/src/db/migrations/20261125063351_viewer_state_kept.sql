CREATE INDEX "poll_votes_profile_idx" ON "poll_votes" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "reactions_profile_idx" ON "reactions" USING btree ("profile_id");
DROP INDEX "contacts_name_trgm";--> statement-breakpoint
DROP INDEX "houses_house_trgm";--> statement-breakpoint
DROP INDEX "houses_house_key_trgm";--> statement-breakpoint
DROP INDEX "members_name_trgm";--> statement-breakpoint
DROP INDEX "members_name_eng_trgm";--> statement-breakpoint
DROP INDEX "members_name_key_trgm";--> statement-breakpoint
CREATE INDEX "contacts_name_trgm" ON "contacts" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "houses_house_trgm" ON "houses" USING gin ("house" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "houses_house_key_trgm" ON "houses" USING gin ("house_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "members_name_trgm" ON "members" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "members_name_eng_trgm" ON "members" USING gin ("name_eng" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "members_name_key_trgm" ON "members" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false);
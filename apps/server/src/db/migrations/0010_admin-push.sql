-- An admin's browser subscription names its account (docs/product.md "Requests queue /admin/requests"):
-- admins who turned notifications on are told of new change requests; visitors' rows stay news only.
ALTER TABLE "push_subscriptions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
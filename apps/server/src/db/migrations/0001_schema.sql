CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"link" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"house" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"image" text,
	"pre_image" text,
	"title" smallint NOT NULL,
	"ward" smallint,
	"grade" smallint,
	"duration" text DEFAULT '' NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"house" text DEFAULT '' NOT NULL,
	"institution" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"alt_phone" text DEFAULT '' NOT NULL,
	"type" text,
	"name_in_eng" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departed" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"house" text DEFAULT '' NOT NULL,
	"yod" smallint,
	"image" text,
	"pre_image" text,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"audio_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"image" text,
	"pre_image" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"history" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "houses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"house" text NOT NULL,
	"house_key" text DEFAULT '' NOT NULL,
	"ward" smallint NOT NULL,
	"image" text,
	"pre_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"house_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_eng" text DEFAULT '' NOT NULL,
	"name_key" text DEFAULT '' NOT NULL,
	"age" smallint NOT NULL,
	"work" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"hoh" boolean DEFAULT false NOT NULL,
	"gender" boolean NOT NULL,
	"relation" text DEFAULT '' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"blood" text DEFAULT '' NOT NULL,
	"birth_month" smallint,
	"birth_day" smallint,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_age_range" CHECK ("members"."age" between 0 and 120),
	CONSTRAINT "members_birth_month_range" CHECK ("members"."birth_month" is null or "members"."birth_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"news" text NOT NULL,
	"image" text,
	"pre_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "sandesham" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"pre_image" text,
	"file_type" text NOT NULL,
	"message_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"house" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"birth_month" smallint,
	"birth_day" smallint,
	"gender" boolean NOT NULL,
	"grade" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "video_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type" text DEFAULT 'video' NOT NULL,
	"link" text NOT NULL,
	"duration" smallint NOT NULL,
	CONSTRAINT "video_ads_duration_range" CHECK ("video_ads"."duration" between 10 and 30)
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"number" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_eng" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_ward_wards_number_fk" FOREIGN KEY ("ward") REFERENCES "public"."wards"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_event_id_gallery_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."gallery_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_ward_wards_number_fk" FOREIGN KEY ("ward") REFERENCES "public"."wards"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_house_id_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "board_title_ward_idx" ON "board_members" USING btree ("title","ward");--> statement-breakpoint
CREATE INDEX "board_title_grade_idx" ON "board_members" USING btree ("title","grade");--> statement-breakpoint
CREATE INDEX "contacts_type_idx" ON "contacts" USING btree ("type");--> statement-breakpoint
CREATE INDEX "contacts_name_trgm" ON "contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departed_created_idx" ON "departed" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gallery_events_created_idx" ON "gallery_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gallery_images_event_idx" ON "gallery_images" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "houses_ward_idx" ON "houses" USING btree ("ward","house");--> statement-breakpoint
CREATE INDEX "houses_house_trgm" ON "houses" USING gin ("house" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "houses_house_key_trgm" ON "houses" USING gin ("house_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_house_idx" ON "members" USING btree ("house_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_one_head_idx" ON "members" USING btree ("house_id") WHERE "members"."hoh";--> statement-breakpoint
CREATE INDEX "members_blood_age_idx" ON "members" USING btree ("blood","age");--> statement-breakpoint
CREATE INDEX "members_birthday_idx" ON "members" USING btree ("birth_month","birth_day");--> statement-breakpoint
CREATE INDEX "members_name_trgm" ON "members" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_name_eng_trgm" ON "members" USING gin ("name_eng" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_name_key_trgm" ON "members" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "students_grade_idx" ON "students" USING btree ("grade","name");--> statement-breakpoint
CREATE INDEX "students_birthday_idx" ON "students" USING btree ("birth_month","birth_day");
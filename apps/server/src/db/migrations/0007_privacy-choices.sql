-- Each family's privacy choices (docs/product.md "Directory privacy"): columns beside the rows they
-- govern, so a house and its members are read with their choices in one query and deleting them
-- deletes the choices; null is "no choice made" (the parish's default applies). consent_records is
-- append-only and keeps the house id after the family is gone.
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"house_id" uuid NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"source" text NOT NULL,
	"notice_version" integer NOT NULL,
	"choices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "houses" ADD COLUMN "listed_to" text;--> statement-breakpoint
ALTER TABLE "houses" ADD COLUMN "photo_to" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone_to" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday_to" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "age_to" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "blood_to" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "work_to" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "name_eng_to" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "parent_consent_by" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "parent_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_house_idx" ON "consent_records" USING btree ("house_id","created_at");--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_listed_to_audience" CHECK ("listed_to" is null or "listed_to" in ('everyone', 'parishioners', 'office'));--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_photo_to_audience" CHECK ("photo_to" is null or "photo_to" in ('everyone', 'parishioners', 'office'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_phone_to_audience" CHECK ("phone_to" is null or "phone_to" in ('everyone', 'parishioners', 'office'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_birthday_to_audience" CHECK ("birthday_to" is null or "birthday_to" in ('everyone', 'parishioners', 'office'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_age_to_audience" CHECK ("age_to" is null or "age_to" in ('everyone', 'parishioners', 'office'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_blood_to_audience" CHECK ("blood_to" is null or "blood_to" in ('everyone', 'parishioners', 'office'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_work_to_audience" CHECK ("work_to" is null or "work_to" in ('everyone', 'parishioners', 'office'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_name_eng_to_audience" CHECK ("name_eng_to" is null or "name_eng_to" in ('everyone', 'parishioners', 'office'));
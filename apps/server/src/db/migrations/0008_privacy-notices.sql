-- The privacy notice's versions and people's privacy requests (docs/product.md "Privacy notice",
-- docs/product.md "Privacy requests"). Numbered 0008: 0007 is the directory's privacy choices.
CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"ml" jsonb NOT NULL,
	"en" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"house" text DEFAULT '' NOT NULL,
	"ward" smallint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_received_idx" ON "privacy_requests" USING btree ("received_at");
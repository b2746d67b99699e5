CREATE TABLE "jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"payload" jsonb,
	"progress" jsonb,
	"owner" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("created_at") WHERE done_at is null;
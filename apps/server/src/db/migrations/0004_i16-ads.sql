-- Issue 16: sponsor ads. The stored picture/video moves out of `link` into its own column (`link`
-- becomes where a tap goes, optional); ads can be switched off and videos ordered; and the
-- aggregate counts sponsors are told (per ad per day, nothing per person).
CREATE TABLE "ad_counts" (
	"kind" text NOT NULL,
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_counts_kind_ad_id_day_pk" PRIMARY KEY("kind","ad_id","day")
);
--> statement-breakpoint
ALTER TABLE "banner_ads" ALTER COLUMN "link" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "video_ads" ALTER COLUMN "link" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "banner_ads" ADD COLUMN "image" text;--> statement-breakpoint
UPDATE "banner_ads" SET "image" = "link", "link" = NULL;--> statement-breakpoint
ALTER TABLE "banner_ads" ALTER COLUMN "image" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "banner_ads" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "video_ads" ADD COLUMN "video" text;--> statement-breakpoint
UPDATE "video_ads" SET "video" = "link", "link" = NULL;--> statement-breakpoint
ALTER TABLE "video_ads" ALTER COLUMN "video" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "video_ads" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_ads" ADD COLUMN "active" boolean DEFAULT true NOT NULL;

ALTER TABLE "satisfaction_surveys" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD COLUMN "mailed_at" timestamp with time zone;
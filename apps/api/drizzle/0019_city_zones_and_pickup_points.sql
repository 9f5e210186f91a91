ALTER TABLE "cities" ADD COLUMN "zones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fare_quotes" ADD COLUMN "pickup_zone" jsonb;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "pickup_point" jsonb;
ALTER TABLE "driver_profiles" ALTER COLUMN "city_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fare_quotes" ALTER COLUMN "city_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ALTER COLUMN "city_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "driver_profiles_city_id_idx" ON "driver_profiles" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "rides_city_created_idx" ON "rides" USING btree ("city_id","created_at");
-- The demo city, San Francisco, from DEMO_CITY (apps/api/src/modules/places/demo-city.ts): its service area is the
-- bounding box every quote was checked against before cities existed, and today's global pricing and dispatch
-- settings become its own, so every existing ride, quote and driver stays valid and belongs to it.
INSERT INTO "cities" ("id", "slug", "name", "time_zone", "currency", "locale", "distance_unit", "center_lat", "center_lng", "service_area", "destination_may_leave_area", "pricing", "dispatch", "settings_updated_by")
VALUES (
  '5f000000-0000-4000-8000-000000000001', 'san-francisco', 'San Francisco', 'America/Los_Angeles',
  coalesce((SELECT "value"->>'currency' FROM "app_settings" WHERE "key" = 'pricing'), 'USD'),
  'en-US', 'mi', 37.7749, -122.4194,
  '[[[[-122.53,37.6],[-122.18,37.6],[-122.18,37.84],[-122.53,37.84],[-122.53,37.6]]]]'::jsonb,
  false,
  (SELECT "value" - 'currency' FROM "app_settings" WHERE "key" = 'pricing'),
  (SELECT "value" FROM "app_settings" WHERE "key" = 'dispatch'),
  (SELECT "updated_by" FROM "app_settings" WHERE "key" = 'pricing')
)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "rides" SET "city_id" = '5f000000-0000-4000-8000-000000000001' WHERE "city_id" IS NULL;
--> statement-breakpoint
UPDATE "fare_quotes" SET "city_id" = '5f000000-0000-4000-8000-000000000001' WHERE "city_id" IS NULL;
--> statement-breakpoint
UPDATE "driver_profiles" SET "city_id" = '5f000000-0000-4000-8000-000000000001' WHERE "city_id" IS NULL;
--> statement-breakpoint
DELETE FROM "app_settings" WHERE "key" IN ('pricing', 'dispatch');

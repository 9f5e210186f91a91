-- A database that ran several API processes may hold drivers with more than one pending offer: all but each
-- driver's newest end as expired, so the index below can be built.
UPDATE "ride_offers" SET "status" = 'expired', "responded_at" = now()
WHERE "status" = 'pending' AND "id" NOT IN (
  SELECT DISTINCT ON ("driver_id") "id" FROM "ride_offers" WHERE "status" = 'pending'
  ORDER BY "driver_id", "created_at" DESC, "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "ride_offers_one_pending_per_driver_idx" ON "ride_offers" USING btree ("driver_id") WHERE "ride_offers"."status" = 'pending';

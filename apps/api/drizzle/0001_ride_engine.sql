CREATE TYPE "public"."payment_method" AS ENUM('cash', 'card', 'wallet');--> statement-breakpoint
CREATE TYPE "public"."ride_actor" AS ENUM('rider', 'driver', 'system', 'admin');--> statement-breakpoint
CREATE TYPE "public"."ride_offer_status" AS ENUM('pending', 'accepted', 'declined', 'expired', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."ride_status" AS ENUM('scheduled', 'requested', 'accepted', 'arrived', 'picked_up', 'in_transit', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "driver_online_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fare_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"pickup" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"distance_meters" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"route" jsonb NOT NULL,
	"fare" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_breadcrumbs" (
	"ride_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "ride_breadcrumbs_ride_id_at_pk" PRIMARY KEY("ride_id","at")
);
--> statement-breakpoint
CREATE TABLE "ride_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ride_id" uuid NOT NULL,
	"status" "ride_status" NOT NULL,
	"actor" "ride_actor" NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "ride_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ride_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"batch" integer NOT NULL,
	"status" "ride_offer_status" DEFAULT 'pending' NOT NULL,
	"pickup_distance_meters" integer NOT NULL,
	"pickup_eta_seconds" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"driver_id" uuid,
	"status" "ride_status" NOT NULL,
	"pickup_address" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"destination_address" text NOT NULL,
	"destination_lat" double precision NOT NULL,
	"destination_lng" double precision NOT NULL,
	"distance_meters" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"route" jsonb NOT NULL,
	"currency" text NOT NULL,
	"fare" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"final_fare" integer,
	"driven_distance_meters" integer,
	"payment_method" "payment_method" NOT NULL,
	"note" text,
	"idempotency_key" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" "ride_actor",
	"cancellation_reason" text,
	"cancellation_fee" integer DEFAULT 0 NOT NULL,
	"cash_collected_at" timestamp with time zone,
	"dispatch_batch" integer DEFAULT 0 NOT NULL,
	"next_dispatch_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_online_periods" ADD CONSTRAINT "driver_online_periods_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_quotes" ADD CONSTRAINT "fare_quotes_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_breadcrumbs" ADD CONSTRAINT "ride_breadcrumbs_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_events" ADD CONSTRAINT "ride_events_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_events" ADD CONSTRAINT "ride_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_online_periods_driver_idx" ON "driver_online_periods" USING btree ("driver_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_online_periods_one_open_idx" ON "driver_online_periods" USING btree ("driver_id") WHERE "driver_online_periods"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "fare_quotes_rider_id_idx" ON "fare_quotes" USING btree ("rider_id");--> statement-breakpoint
CREATE INDEX "ride_events_ride_id_idx" ON "ride_events" USING btree ("ride_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_offers_ride_driver_idx" ON "ride_offers" USING btree ("ride_id","driver_id");--> statement-breakpoint
CREATE INDEX "ride_offers_driver_status_idx" ON "ride_offers" USING btree ("driver_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "rides_rider_idempotency_key_idx" ON "rides" USING btree ("rider_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rides_one_active_per_rider_idx" ON "rides" USING btree ("rider_id") WHERE "rides"."status" in ('requested', 'accepted', 'arrived', 'picked_up', 'in_transit');--> statement-breakpoint
CREATE UNIQUE INDEX "rides_one_active_per_driver_idx" ON "rides" USING btree ("driver_id") WHERE "rides"."status" in ('accepted', 'arrived', 'picked_up', 'in_transit');--> statement-breakpoint
CREATE INDEX "rides_due_dispatch_idx" ON "rides" USING btree ("next_dispatch_at") WHERE "rides"."status" in ('scheduled', 'requested');--> statement-breakpoint
CREATE INDEX "rides_rider_created_idx" ON "rides" USING btree ("rider_id","created_at");--> statement-breakpoint
CREATE INDEX "rides_driver_created_idx" ON "rides" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "rides_status_created_idx" ON "rides" USING btree ("status","created_at");
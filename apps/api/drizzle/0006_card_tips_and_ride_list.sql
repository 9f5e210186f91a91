ALTER TYPE "public"."card_payment_purpose" ADD VALUE 'tip';--> statement-breakpoint
DROP INDEX "card_payments_one_hold_per_ride_idx";--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "last4" text;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_once_per_ride_idx" ON "card_payments" USING btree ("ride_id","purpose");--> statement-breakpoint
CREATE INDEX "rides_created_idx" ON "rides" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_last4_digits" CHECK ("card_payments"."last4" ~ '^[0-9]{4}$');
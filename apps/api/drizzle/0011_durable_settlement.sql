-- Durable settlement (docs/decisions/021-durable-settlement.md): a card payment waiting for its capture or void is
-- `capture_pending` / `void_pending` until a queued job (pg-boss, in its own `pgboss` schema) settles it at the
-- provider; a settlement that used up its retries is `capture_failed` / `void_failed` until an admin retries it.
ALTER TYPE "card_payment_status" ADD VALUE IF NOT EXISTS 'capture_pending';--> statement-breakpoint
ALTER TYPE "card_payment_status" ADD VALUE IF NOT EXISTS 'void_pending';--> statement-breakpoint
ALTER TYPE "card_payment_status" ADD VALUE IF NOT EXISTS 'void_failed';--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "settlement_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "settlement_error" text;--> statement-breakpoint
CREATE TABLE "card_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_refunds_status" CHECK ("card_refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "card_refunds_amount_positive" CHECK ("card_refunds"."amount" > 0)
);--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_card_payment_id_card_payments_id_fk" FOREIGN KEY ("card_payment_id") REFERENCES "public"."card_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refunds_card_payment_idx" ON "card_refunds" USING btree ("card_payment_id");--> statement-breakpoint
CREATE INDEX "card_refunds_unsettled_idx" ON "card_refunds" USING btree ("status") WHERE "card_refunds"."status" <> 'succeeded';--> statement-breakpoint
CREATE INDEX "card_payments_unsettled_idx" ON "card_payments" USING btree ("status") WHERE "card_payments"."status" not in ('captured', 'voided');

CREATE TABLE "card_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_payment_id" uuid NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_setups" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"client_secret" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"card_token" text,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_card_setups_status" CHECK ("sandbox_card_setups"."status" in ('pending', 'succeeded'))
);
--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_card_payment_id_card_payments_id_fk" FOREIGN KEY ("card_payment_id") REFERENCES "public"."card_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_card_setups" ADD CONSTRAINT "sandbox_card_setups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_disputes_provider_dispute_idx" ON "card_disputes" USING btree ("provider_dispute_id");--> statement-breakpoint
CREATE INDEX "card_disputes_card_payment_idx" ON "card_disputes" USING btree ("card_payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_card_setups_user_idx" ON "sandbox_card_setups" USING btree ("user_id");
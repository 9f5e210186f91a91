ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'dispute';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'dispute_reversal';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'payout_return';--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"record_kind" text NOT NULL,
	"kind" text NOT NULL,
	"provider_id" text,
	"record_id" uuid,
	"ride_id" uuid,
	"currency" text,
	"ridebook_amount" integer,
	"provider_amount" integer,
	"ridebook_state" text,
	"provider_state" text
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" text NOT NULL,
	"status" text NOT NULL,
	"trigger" text NOT NULL,
	"actor_id" uuid,
	"payment_provider" "payment_provider" NOT NULL,
	"payout_provider" "payment_provider" NOT NULL,
	"checked_charges" integer DEFAULT 0 NOT NULL,
	"checked_refunds" integer DEFAULT 0 NOT NULL,
	"checked_payouts" integer DEFAULT 0 NOT NULL,
	"difference_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reconciliation_runs_status" CHECK ("reconciliation_runs"."status" in ('queued', 'completed', 'failed')),
	CONSTRAINT "reconciliation_runs_trigger" CHECK ("reconciliation_runs"."trigger" in ('schedule', 'admin')),
	CONSTRAINT "reconciliation_runs_day" CHECK ("reconciliation_runs"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_records" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text,
	"account_id" text,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_provider_records_kind" CHECK ("sandbox_provider_records"."kind" in ('charge', 'refund', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status";--> statement-breakpoint
ALTER TABLE "card_disputes" ADD COLUMN "withdrawal_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD COLUMN "reinstatement_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "return_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "send_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_differences_run_idx" ON "reconciliation_differences" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_scheduled_day_idx" ON "reconciliation_runs" USING btree ("day") WHERE "reconciliation_runs"."trigger" = 'schedule';--> statement-breakpoint
CREATE INDEX "reconciliation_runs_created_idx" ON "reconciliation_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_provider_records_created_idx" ON "sandbox_provider_records" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_withdrawal_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("withdrawal_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_disputes" ADD CONSTRAINT "card_disputes_reinstatement_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reinstatement_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_return_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("return_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status" CHECK ("payouts"."status" in ('pending', 'paid', 'failed', 'returned', 'cancelled'));
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'payout_clearing';--> statement-breakpoint
CREATE TABLE "driver_payout_accounts" (
	"driver_id" uuid PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_account_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_payout_accounts_status" CHECK ("driver_payout_accounts"."status" in ('onboarding', 'enabled'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"cash_debt_netted" integer DEFAULT 0 NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_account_id" text NOT NULL,
	"provider_transfer_id" text,
	"ledger_transaction_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_kind" CHECK ("payouts"."kind" in ('weekly', 'instant')),
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "payouts_fee_below_amount" CHECK ("payouts"."fee" >= 0 and "payouts"."fee" < "payouts"."amount")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payout_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"is_onboarded" boolean DEFAULT false NOT NULL,
	"return_url" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payout_accounts_driver_id_unique" UNIQUE("driver_id")
);
--> statement-breakpoint
ALTER TABLE "driver_payout_accounts" ADD CONSTRAINT "driver_payout_accounts_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payout_accounts" ADD CONSTRAINT "sandbox_payout_accounts_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_payout_accounts_provider_account_idx" ON "driver_payout_accounts" USING btree ("provider","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_driver_reference_idx" ON "payouts" USING btree ("driver_id","reference");--> statement-breakpoint
CREATE INDEX "payouts_driver_created_idx" ON "payouts" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_unsettled_idx" ON "payouts" USING btree ("status") WHERE "payouts"."status" <> 'paid';
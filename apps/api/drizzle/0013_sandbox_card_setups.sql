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
ALTER TABLE "sandbox_card_setups" ADD CONSTRAINT "sandbox_card_setups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_card_setups_user_idx" ON "sandbox_card_setups" USING btree ("user_id");
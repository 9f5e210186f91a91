CREATE TABLE "sandbox_authentications" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_authentications_status" CHECK ("sandbox_authentications"."status" in ('pending', 'authenticated', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_authentications_reference_idx" ON "sandbox_authentications" USING btree ("reference");
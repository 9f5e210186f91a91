CREATE TYPE "public"."document_review_status" AS ENUM('in_review', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('licence', 'registration', 'insurance', 'photo');--> statement-breakpoint
CREATE TABLE "driver_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"type" "document_type" NOT NULL,
	"status" "document_review_status" DEFAULT 'in_review' NOT NULL,
	"details" jsonb NOT NULL,
	"expires_on" text,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"reminded_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "vehicle_colour" text;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "photo_document_id" uuid;--> statement-breakpoint
ALTER TABLE "driver_documents" ADD CONSTRAINT "driver_documents_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_documents" ADD CONSTRAINT "driver_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_documents_driver_type_idx" ON "driver_documents" USING btree ("driver_id","type","uploaded_at");--> statement-breakpoint
CREATE INDEX "driver_documents_status_uploaded_idx" ON "driver_documents" USING btree ("status","uploaded_at");
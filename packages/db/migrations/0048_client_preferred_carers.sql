CREATE TABLE "client_preferred_carers" (
	"parent_id" uuid NOT NULL,
	"carer" uuid NOT NULL,
	"notes" text,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE INDEX "client_preferred_carers_carer_idx" ON "client_preferred_carers" USING btree ("organisation_id","parent_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_preferred_carers_notes_idx" ON "client_preferred_carers" USING btree ("organisation_id","parent_id","notes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_preferred_carers_created_idx" ON "client_preferred_carers" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;
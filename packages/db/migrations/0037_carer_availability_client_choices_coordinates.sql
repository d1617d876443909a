CREATE TABLE "carer_unavailability" (
	"parent_id" uuid NOT NULL,
	"repeats" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"day_of_week" text,
	"start_time" time,
	"end_time" time,
	"from_date" date,
	"until_date" date,
	"reason" text NOT NULL,
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
CREATE TABLE "carer_working_patterns" (
	"parent_id" uuid NOT NULL,
	"day_of_week" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
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
CREATE TABLE "client_declined_carers" (
	"parent_id" uuid NOT NULL,
	"carer" uuid NOT NULL,
	"reason" text NOT NULL,
	"declined_on" date NOT NULL,
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
CREATE TABLE "client_required_training" (
	"parent_id" uuid NOT NULL,
	"course" uuid NOT NULL,
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
CREATE TABLE "postcode_locations" (
	"postcode" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "latitude" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "longitude" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "carers" ADD COLUMN "latitude" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "carers" ADD COLUMN "longitude" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "carers" ADD COLUMN "opted_out_of48_hours" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carers" ADD COLUMN "opt_out_signed_on" date;--> statement-breakpoint
CREATE INDEX "carer_unavailability_starts_at_idx" ON "carer_unavailability" USING btree ("organisation_id","parent_id","starts_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_unavailability_repeats_idx" ON "carer_unavailability" USING btree ("organisation_id","parent_id","repeats","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_unavailability_ends_at_idx" ON "carer_unavailability" USING btree ("organisation_id","parent_id","ends_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_unavailability_day_of_week_idx" ON "carer_unavailability" USING btree ("organisation_id","parent_id","day_of_week","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_unavailability_start_time_idx" ON "carer_unavailability" USING btree ("organisation_id","parent_id","start_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_unavailability_end_time_idx" ON "carer_unavailability" USING btree ("organisation_id","parent_id","end_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_unavailability_from_date_idx" ON "carer_unavailability" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_unavailability_until_date_idx" ON "carer_unavailability" USING btree ("organisation_id","parent_id","until_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_unavailability_reason_idx" ON "carer_unavailability" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_unavailability_created_idx" ON "carer_unavailability" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_unavailability_reason_trgm_idx" ON "carer_unavailability" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carer_working_patterns_day_of_week_idx" ON "carer_working_patterns" USING btree ("organisation_id","parent_id","day_of_week","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_working_patterns_start_time_idx" ON "carer_working_patterns" USING btree ("organisation_id","parent_id","start_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_working_patterns_end_time_idx" ON "carer_working_patterns" USING btree ("organisation_id","parent_id","end_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_working_patterns_notes_idx" ON "carer_working_patterns" USING btree ("organisation_id","parent_id","notes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_working_patterns_created_idx" ON "carer_working_patterns" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_declined_carers_declined_on_idx" ON "client_declined_carers" USING btree ("organisation_id","parent_id","declined_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_declined_carers_carer_idx" ON "client_declined_carers" USING btree ("organisation_id","parent_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_declined_carers_reason_idx" ON "client_declined_carers" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_declined_carers_created_idx" ON "client_declined_carers" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_required_training_course_idx" ON "client_required_training" USING btree ("organisation_id","parent_id","course","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_required_training_notes_idx" ON "client_required_training" USING btree ("organisation_id","parent_id","notes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_required_training_created_idx" ON "client_required_training" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;
CREATE TABLE "applicant_training_bookings" (
	"parent_id" uuid NOT NULL,
	"course" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"notes" text,
	"invited_on" timestamp with time zone,
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
CREATE INDEX "applicant_training_bookings_starts_at_idx" ON "applicant_training_bookings" USING btree ("organisation_id","parent_id","starts_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_training_bookings_course_idx" ON "applicant_training_bookings" USING btree ("organisation_id","parent_id","course","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_training_bookings_place_idx" ON "applicant_training_bookings" USING btree ("organisation_id","parent_id","place","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_training_bookings_invited_on_idx" ON "applicant_training_bookings" USING btree ("organisation_id","parent_id","invited_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_training_bookings_created_idx" ON "applicant_training_bookings" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;
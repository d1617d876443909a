CREATE TABLE "cover_offers" (
	"parent_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"carer" uuid NOT NULL,
	"status" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
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
CREATE TABLE "survey_recipients" (
	"parent_id" uuid NOT NULL,
	"person_kind" text,
	"person_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"answered_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"reminders" integer,
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
CREATE TABLE "survey_sends" (
	"title" text NOT NULL,
	"audience" text NOT NULL,
	"survey_id" text NOT NULL,
	"branch" uuid NOT NULL,
	"closes_on" date NOT NULL,
	"recipients" integer,
	"answered" integer,
	"due" integer,
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
ALTER TABLE "visit_carers" ADD COLUMN "check_in_accuracy" integer;--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "check_in_distance" integer;--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "check_out_accuracy" integer;--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "check_out_distance" integer;--> statement-breakpoint
CREATE INDEX "cover_offers_offered_at_idx" ON "cover_offers" USING btree ("organisation_id","parent_id","offered_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cover_offers_place_idx" ON "cover_offers" USING btree ("organisation_id","parent_id","place","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cover_offers_carer_idx" ON "cover_offers" USING btree ("organisation_id","parent_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cover_offers_status_idx" ON "cover_offers" USING btree ("organisation_id","parent_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cover_offers_answered_at_idx" ON "cover_offers" USING btree ("organisation_id","parent_id","answered_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cover_offers_created_idx" ON "cover_offers" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_recipients_name_idx" ON "survey_recipients" USING btree ("organisation_id","parent_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_recipients_email_idx" ON "survey_recipients" USING btree ("organisation_id","parent_id","email","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_recipients_answered_at_idx" ON "survey_recipients" USING btree ("organisation_id","parent_id","answered_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_recipients_reminded_at_idx" ON "survey_recipients" USING btree ("organisation_id","parent_id","reminded_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_recipients_reminders_idx" ON "survey_recipients" USING btree ("organisation_id","parent_id","reminders","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_recipients_created_idx" ON "survey_recipients" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_recipients_name_trgm_idx" ON "survey_recipients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "survey_sends_closes_on_idx" ON "survey_sends" USING btree ("organisation_id","closes_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_sends_title_idx" ON "survey_sends" USING btree ("organisation_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_sends_audience_idx" ON "survey_sends" USING btree ("organisation_id","audience","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_sends_branch_idx" ON "survey_sends" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_sends_recipients_idx" ON "survey_sends" USING btree ("organisation_id","recipients","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_sends_answered_idx" ON "survey_sends" USING btree ("organisation_id","answered","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_sends_due_idx" ON "survey_sends" USING btree ("organisation_id","due","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_sends_created_idx" ON "survey_sends" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "survey_sends_title_trgm_idx" ON "survey_sends" USING gin ("title" gin_trgm_ops);
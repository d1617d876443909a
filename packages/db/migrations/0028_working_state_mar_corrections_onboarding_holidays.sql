CREATE TABLE "carer_onboarding_todos" (
	"parent_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"done_on" date,
	"done_by" uuid,
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
DROP INDEX "mar_entries_dose_idx";--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "given_by_carer" uuid;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "corrects_id" uuid;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_clearance_overrides" ADD COLUMN "interview_waived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_clearance_overrides" ADD COLUMN "conditions" text;--> statement-breakpoint
ALTER TABLE "applicant_dbs_checks" ADD COLUMN "certificate" uuid;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "spent_convictions" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "spent_convictions_details" text;--> statement-breakpoint
ALTER TABLE "carer_dbs_checks" ADD COLUMN "certificate" uuid;--> statement-breakpoint
ALTER TABLE "carer_holidays" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "carers" ADD COLUMN "working_state" text;--> statement-breakpoint
ALTER TABLE "carers" ADD COLUMN "working_state_reason" text;--> statement-breakpoint
ALTER TABLE "employee_dbs_checks" ADD COLUMN "certificate" uuid;--> statement-breakpoint
ALTER TABLE "employee_holidays" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "working_state" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "working_state_reason" text;--> statement-breakpoint
CREATE INDEX "carer_onboarding_todos_due_on_idx" ON "carer_onboarding_todos" USING btree ("organisation_id","parent_id","due_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_onboarding_todos_title_idx" ON "carer_onboarding_todos" USING btree ("organisation_id","parent_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_onboarding_todos_kind_idx" ON "carer_onboarding_todos" USING btree ("organisation_id","parent_id","kind","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_onboarding_todos_done_on_idx" ON "carer_onboarding_todos" USING btree ("organisation_id","parent_id","done_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_onboarding_todos_created_idx" ON "carer_onboarding_todos" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD CONSTRAINT "mar_entries_corrects_id_mar_entries_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."mar_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mar_entries_corrects_idx" ON "mar_entries" USING btree ("corrects_id");--> statement-breakpoint
CREATE INDEX "applicant_interviews_outcome_idx" ON "applicant_interviews" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_working_state_idx" ON "carers" USING btree ("organisation_id","working_state","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_working_state_reason_idx" ON "carers" USING btree ("organisation_id","working_state_reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_working_state_idx" ON "employees" USING btree ("organisation_id","working_state","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_working_state_reason_idx" ON "employees" USING btree ("organisation_id","working_state_reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mar_entries_dose_idx" ON "mar_entries" USING btree ("client_medication_id","day","slot","dose_number","revision");
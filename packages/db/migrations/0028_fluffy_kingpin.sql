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
ALTER TABLE "applicant_clearance_overrides" ADD COLUMN "interview_waived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_clearance_overrides" ADD COLUMN "conditions" text;--> statement-breakpoint
ALTER TABLE "applicant_dbs_checks" ADD COLUMN "certificate" uuid;--> statement-breakpoint
ALTER TABLE "applicant_interviews" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "carer_dbs_checks" ADD COLUMN "certificate" uuid;--> statement-breakpoint
ALTER TABLE "employee_dbs_checks" ADD COLUMN "certificate" uuid;--> statement-breakpoint
CREATE INDEX "carer_onboarding_todos_due_on_idx" ON "carer_onboarding_todos" USING btree ("organisation_id","parent_id","due_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_onboarding_todos_title_idx" ON "carer_onboarding_todos" USING btree ("organisation_id","parent_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_onboarding_todos_kind_idx" ON "carer_onboarding_todos" USING btree ("organisation_id","parent_id","kind","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_onboarding_todos_done_on_idx" ON "carer_onboarding_todos" USING btree ("organisation_id","parent_id","done_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_onboarding_todos_created_idx" ON "carer_onboarding_todos" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_interviews_outcome_idx" ON "applicant_interviews" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;
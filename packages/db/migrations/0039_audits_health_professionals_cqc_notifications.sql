CREATE TABLE "carer_disciplinary" (
	"parent_id" uuid NOT NULL,
	"raised_on" date NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"investigated_by" uuid,
	"hearing_on" date,
	"outcome" text,
	"outcome_notes" text,
	"appealed" boolean DEFAULT false NOT NULL,
	"appeal_outcome" text,
	"review_on" date,
	"document" uuid,
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
CREATE TABLE "cqc_notifications" (
	"type" text NOT NULL,
	"branch" uuid NOT NULL,
	"client" uuid,
	"raised_on" date NOT NULL,
	"due" text,
	"source" text,
	"source_id" text,
	"facts" text NOT NULL,
	"status" text NOT NULL,
	"sent_on" date,
	"sent_by" uuid,
	"reference" text,
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
CREATE TABLE "cqc_quality_statements" (
	"key_question" text NOT NULL,
	"statement" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "employee_disciplinary" (
	"parent_id" uuid NOT NULL,
	"raised_on" date NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"investigated_by" uuid,
	"hearing_on" date,
	"outcome" text,
	"outcome_notes" text,
	"appealed" boolean DEFAULT false NOT NULL,
	"appeal_outcome" text,
	"review_on" date,
	"document" uuid,
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
CREATE TABLE "health_professional_grants" (
	"parent_id" uuid NOT NULL,
	"client" uuid NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reason" text,
	"revoked_at" timestamp with time zone,
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
CREATE TABLE "health_professionals" (
	"name" text NOT NULL,
	"profession" text NOT NULL,
	"organisation" text,
	"registration_number" text,
	"email" text NOT NULL,
	"phone" text,
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
CREATE TABLE "record_audits" (
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"branch" uuid,
	"audited_by" uuid NOT NULL,
	"audited_on" date NOT NULL,
	"outcome" text NOT NULL,
	"findings" text NOT NULL,
	"actions" text,
	"action_owner" uuid,
	"actions_due_on" date,
	"next_audit_due" date,
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
ALTER TABLE "complaint_actions" ADD COLUMN "cqc_statement" uuid;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "cqc_statement" uuid;--> statement-breakpoint
ALTER TABLE "compliments" ADD COLUMN "cqc_statement" uuid;--> statement-breakpoint
ALTER TABLE "death_notification_actions" ADD COLUMN "cqc_statement" uuid;--> statement-breakpoint
ALTER TABLE "death_notifications" ADD COLUMN "cqc_statement" uuid;--> statement-breakpoint
ALTER TABLE "incident_actions" ADD COLUMN "cqc_statement" uuid;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "cqc_statement" uuid;--> statement-breakpoint
ALTER TABLE "medication_error_actions" ADD COLUMN "cqc_statement" uuid;--> statement-breakpoint
ALTER TABLE "medication_errors" ADD COLUMN "cqc_statement" uuid;--> statement-breakpoint
ALTER TABLE "safeguarding_actions" ADD COLUMN "cqc_statement" uuid;--> statement-breakpoint
ALTER TABLE "safeguardings" ADD COLUMN "cqc_statement" uuid;--> statement-breakpoint
CREATE INDEX "carer_disciplinary_raised_on_idx" ON "carer_disciplinary" USING btree ("organisation_id","parent_id","raised_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_disciplinary_type_idx" ON "carer_disciplinary" USING btree ("organisation_id","parent_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_disciplinary_investigated_by_idx" ON "carer_disciplinary" USING btree ("organisation_id","parent_id","investigated_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_disciplinary_hearing_on_idx" ON "carer_disciplinary" USING btree ("organisation_id","parent_id","hearing_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_disciplinary_outcome_idx" ON "carer_disciplinary" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_disciplinary_review_on_idx" ON "carer_disciplinary" USING btree ("organisation_id","parent_id","review_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_disciplinary_created_idx" ON "carer_disciplinary" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_notifications_raised_on_idx" ON "cqc_notifications" USING btree ("organisation_id","raised_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_notifications_type_idx" ON "cqc_notifications" USING btree ("organisation_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_notifications_branch_idx" ON "cqc_notifications" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_notifications_client_idx" ON "cqc_notifications" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_notifications_due_idx" ON "cqc_notifications" USING btree ("organisation_id","due","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_notifications_status_idx" ON "cqc_notifications" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_notifications_sent_on_idx" ON "cqc_notifications" USING btree ("organisation_id","sent_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_notifications_reference_idx" ON "cqc_notifications" USING btree ("organisation_id","reference","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_notifications_created_idx" ON "cqc_notifications" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_notifications_reference_trgm_idx" ON "cqc_notifications" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cqc_quality_statements_statement_idx" ON "cqc_quality_statements" USING btree ("organisation_id","statement","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_quality_statements_key_question_idx" ON "cqc_quality_statements" USING btree ("organisation_id","key_question","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_quality_statements_active_idx" ON "cqc_quality_statements" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_quality_statements_created_idx" ON "cqc_quality_statements" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cqc_quality_statements_statement_trgm_idx" ON "cqc_quality_statements" USING gin ("statement" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cqc_quality_statements_statement_uq" ON "cqc_quality_statements" USING btree ("organisation_id","statement") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_disciplinary_raised_on_idx" ON "employee_disciplinary" USING btree ("organisation_id","parent_id","raised_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_disciplinary_type_idx" ON "employee_disciplinary" USING btree ("organisation_id","parent_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_disciplinary_investigated_by_idx" ON "employee_disciplinary" USING btree ("organisation_id","parent_id","investigated_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_disciplinary_hearing_on_idx" ON "employee_disciplinary" USING btree ("organisation_id","parent_id","hearing_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_disciplinary_outcome_idx" ON "employee_disciplinary" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_disciplinary_review_on_idx" ON "employee_disciplinary" USING btree ("organisation_id","parent_id","review_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_disciplinary_created_idx" ON "employee_disciplinary" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professional_grants_expires_at_idx" ON "health_professional_grants" USING btree ("organisation_id","parent_id","expires_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professional_grants_client_idx" ON "health_professional_grants" USING btree ("organisation_id","parent_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professional_grants_revoked_at_idx" ON "health_professional_grants" USING btree ("organisation_id","parent_id","revoked_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professional_grants_reason_idx" ON "health_professional_grants" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professional_grants_created_idx" ON "health_professional_grants" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professional_grants_reason_trgm_idx" ON "health_professional_grants" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "health_professionals_name_idx" ON "health_professionals" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professionals_profession_idx" ON "health_professionals" USING btree ("organisation_id","profession","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professionals_organisation_idx" ON "health_professionals" USING btree ("organisation_id","organisation","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professionals_registration_number_idx" ON "health_professionals" USING btree ("organisation_id","registration_number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professionals_email_idx" ON "health_professionals" USING btree ("organisation_id","email","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professionals_created_idx" ON "health_professionals" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "health_professionals_name_trgm_idx" ON "health_professionals" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "health_professionals_organisation_trgm_idx" ON "health_professionals" USING gin ("organisation" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "health_professionals_registration_number_trgm_idx" ON "health_professionals" USING gin ("registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "health_professionals_email_trgm_idx" ON "health_professionals" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "health_professionals_email_uq" ON "health_professionals" USING btree ("organisation_id","email") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "record_audits_audited_on_idx" ON "record_audits" USING btree ("organisation_id","audited_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "record_audits_source_idx" ON "record_audits" USING btree ("organisation_id","source","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "record_audits_branch_idx" ON "record_audits" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "record_audits_audited_by_idx" ON "record_audits" USING btree ("organisation_id","audited_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "record_audits_outcome_idx" ON "record_audits" USING btree ("organisation_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "record_audits_actions_due_on_idx" ON "record_audits" USING btree ("organisation_id","actions_due_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "record_audits_next_audit_due_idx" ON "record_audits" USING btree ("organisation_id","next_audit_due","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "record_audits_created_idx" ON "record_audits" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;
CREATE TABLE "visit_task_outcomes" (
	"parent_id" uuid NOT NULL,
	"task_index" integer NOT NULL,
	"task" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"carer" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
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
ALTER TABLE "clients" ADD COLUMN "check_in_code" text;--> statement-breakpoint
CREATE INDEX "visit_task_outcomes_task_index_idx" ON "visit_task_outcomes" USING btree ("organisation_id","parent_id","task_index","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_task_outcomes_task_idx" ON "visit_task_outcomes" USING btree ("organisation_id","parent_id","task","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_task_outcomes_outcome_idx" ON "visit_task_outcomes" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_task_outcomes_note_idx" ON "visit_task_outcomes" USING btree ("organisation_id","parent_id","note","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_task_outcomes_carer_idx" ON "visit_task_outcomes" USING btree ("organisation_id","parent_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_task_outcomes_recorded_at_idx" ON "visit_task_outcomes" USING btree ("organisation_id","parent_id","recorded_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_task_outcomes_created_idx" ON "visit_task_outcomes" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
-- One outcome per task of a visit: a second is a replacement (written by hand; drizzle-kit knows no index across the parent).
CREATE UNIQUE INDEX "visit_task_outcomes_visit_task_uq" ON "visit_task_outcomes" USING btree ("parent_id","task_index") WHERE deleted_at is null;
CREATE TABLE "global_schedules" (
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"branch" uuid NOT NULL,
	"client" uuid,
	"first_date" date NOT NULL,
	"repeat" text NOT NULL,
	"days_of_week" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_date" date,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"carers_needed" integer NOT NULL,
	"visit_type" text,
	"tasks" text,
	"notes" text,
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
ALTER TABLE "visits" ALTER COLUMN "client" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "check_in_method" text;--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "check_in_latitude" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "check_in_longitude" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "check_out_method" text;--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "check_out_latitude" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "check_out_longitude" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "exception_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "exception_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "visit_carers" ADD COLUMN "exception_note" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "global_schedule" uuid;--> statement-breakpoint
CREATE INDEX "global_schedules_first_date_idx" ON "global_schedules" USING btree ("organisation_id","first_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "global_schedules_title_idx" ON "global_schedules" USING btree ("organisation_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "global_schedules_kind_idx" ON "global_schedules" USING btree ("organisation_id","kind","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "global_schedules_branch_idx" ON "global_schedules" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "global_schedules_client_idx" ON "global_schedules" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "global_schedules_repeat_idx" ON "global_schedules" USING btree ("organisation_id","repeat","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "global_schedules_start_time_idx" ON "global_schedules" USING btree ("organisation_id","start_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "global_schedules_active_idx" ON "global_schedules" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "global_schedules_created_idx" ON "global_schedules" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "global_schedules_title_trgm_idx" ON "global_schedules" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visits_global_schedule_idx" ON "visits" USING btree ("organisation_id","global_schedule","id") WHERE deleted_at is null;
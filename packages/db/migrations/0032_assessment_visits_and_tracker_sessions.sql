CREATE TABLE "assessment_visits" (
	"title" text,
	"visit_type" text NOT NULL,
	"target_type" text NOT NULL,
	"client_id" uuid,
	"carer_id" uuid,
	"employee_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"assigned_to" uuid NOT NULL,
	"status" text NOT NULL,
	"due_item" text,
	"location" text,
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
CREATE TABLE "tracker_sessions" (
	"user_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"module" text NOT NULL,
	"reference" text NOT NULL,
	"page_title" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"state" text NOT NULL,
	"seconds" integer,
	"time_display" text,
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
CREATE INDEX "assessment_visits_starts_at_idx" ON "assessment_visits" USING btree ("organisation_id","starts_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessment_visits_visit_type_idx" ON "assessment_visits" USING btree ("organisation_id","visit_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessment_visits_target_type_idx" ON "assessment_visits" USING btree ("organisation_id","target_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessment_visits_client_id_idx" ON "assessment_visits" USING btree ("organisation_id","client_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessment_visits_carer_id_idx" ON "assessment_visits" USING btree ("organisation_id","carer_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessment_visits_employee_id_idx" ON "assessment_visits" USING btree ("organisation_id","employee_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessment_visits_assigned_to_idx" ON "assessment_visits" USING btree ("organisation_id","assigned_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessment_visits_status_idx" ON "assessment_visits" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessment_visits_created_idx" ON "assessment_visits" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessment_visits_due_item_trgm_idx" ON "assessment_visits" USING gin ("due_item" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assessment_visits_location_trgm_idx" ON "assessment_visits" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tracker_sessions_started_at_idx" ON "tracker_sessions" USING btree ("organisation_id","started_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tracker_sessions_user_id_idx" ON "tracker_sessions" USING btree ("organisation_id","user_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tracker_sessions_visit_id_idx" ON "tracker_sessions" USING btree ("organisation_id","visit_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tracker_sessions_event_type_idx" ON "tracker_sessions" USING btree ("organisation_id","event_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tracker_sessions_ended_at_idx" ON "tracker_sessions" USING btree ("organisation_id","ended_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tracker_sessions_time_display_idx" ON "tracker_sessions" USING btree ("organisation_id","time_display","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tracker_sessions_state_idx" ON "tracker_sessions" USING btree ("organisation_id","state","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tracker_sessions_created_idx" ON "tracker_sessions" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;
CREATE TABLE "alert_settings" (
	"name" text NOT NULL,
	"late_after_minutes" integer,
	"short_below_percent" integer,
	"far_from_home_metres" integer,
	"on_call_manager" uuid,
	"registered_manager" uuid,
	"not_checked_out_after_minutes" integer,
	"critical_to_on_call_minutes" integer,
	"critical_to_manager_minutes" integer,
	"high_to_on_call_minutes" integer,
	"high_to_manager_minutes" integer,
	"medium_to_on_call_minutes" integer,
	"medium_to_manager_minutes" integer,
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
CREATE TABLE "alerts" (
	"source" text NOT NULL,
	"dedup_key" text,
	"severity" text NOT NULL,
	"subject" text NOT NULL,
	"detail" text,
	"branch" uuid NOT NULL,
	"client" uuid,
	"carer" uuid,
	"visit" uuid,
	"source_kind" text,
	"source_id" text,
	"status" text NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"assigned_to" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	"auto_resolved" boolean DEFAULT false NOT NULL,
	"escalation" text,
	"escalated_at" timestamp with time zone,
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
CREATE INDEX "alert_settings_name_idx" ON "alert_settings" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alert_settings_late_after_minutes_idx" ON "alert_settings" USING btree ("organisation_id","late_after_minutes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alert_settings_short_below_percent_idx" ON "alert_settings" USING btree ("organisation_id","short_below_percent","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alert_settings_far_from_home_metres_idx" ON "alert_settings" USING btree ("organisation_id","far_from_home_metres","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alert_settings_created_idx" ON "alert_settings" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_settings_name_uq" ON "alert_settings" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alerts_raised_at_idx" ON "alerts" USING btree ("organisation_id","raised_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alerts_severity_idx" ON "alerts" USING btree ("organisation_id","severity","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alerts_subject_idx" ON "alerts" USING btree ("organisation_id","subject","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alerts_client_idx" ON "alerts" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alerts_carer_idx" ON "alerts" USING btree ("organisation_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alerts_branch_idx" ON "alerts" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alerts_status_idx" ON "alerts" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alerts_source_idx" ON "alerts" USING btree ("organisation_id","source","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alerts_created_idx" ON "alerts" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "alerts_subject_trgm_idx" ON "alerts" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_dedup_key_uq" ON "alerts" USING btree ("organisation_id","dedup_key") WHERE deleted_at is null;
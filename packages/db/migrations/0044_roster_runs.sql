CREATE TABLE "roster_runs" (
	"branch" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"scope" text,
	"keep_allocated" boolean DEFAULT false NOT NULL,
	"seed" integer,
	"status" text,
	"progress" text,
	"method" text,
	"proven_optimal" boolean DEFAULT false NOT NULL,
	"message" text,
	"plan" text,
	"started_at" timestamp with time zone,
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
ALTER TABLE "staff_settings" ADD COLUMN "roster_travel_weight" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "staff_settings" ADD COLUMN "roster_continuity_weight" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "staff_settings" ADD COLUMN "roster_preferred_weight" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "staff_settings" ADD COLUMN "roster_fairness_weight" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "staff_settings" ADD COLUMN "roster_overtime_weight" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "staff_settings" ADD COLUMN "roster_lateness_weight" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "roster_runs_from_date_idx" ON "roster_runs" USING btree ("organisation_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "roster_runs_to_date_idx" ON "roster_runs" USING btree ("organisation_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "roster_runs_branch_idx" ON "roster_runs" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "roster_runs_scope_idx" ON "roster_runs" USING btree ("organisation_id","scope","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "roster_runs_status_idx" ON "roster_runs" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "roster_runs_method_idx" ON "roster_runs" USING btree ("organisation_id","method","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "roster_runs_created_idx" ON "roster_runs" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;
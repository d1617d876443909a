CREATE TABLE "applicant_clearance_overrides" (
	"parent_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"risk_assessment" uuid NOT NULL,
	"approved_by" uuid,
	"at" timestamp with time zone,
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
CREATE INDEX "applicant_clearance_overrides_at_idx" ON "applicant_clearance_overrides" USING btree ("organisation_id","parent_id","at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_clearance_overrides_approved_by_idx" ON "applicant_clearance_overrides" USING btree ("organisation_id","parent_id","approved_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_clearance_overrides_created_idx" ON "applicant_clearance_overrides" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;
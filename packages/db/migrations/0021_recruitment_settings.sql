CREATE TABLE "recruitment_settings" (
	"name" text NOT NULL,
	"gap_threshold_days" integer,
	"address_history_years" integer,
	"reference_link_days" integer,
	"first_chase_after_days" integer,
	"chase_every_days" integer,
	"chase_until_day" integer,
	"test_pass_mark" integer,
	"right_to_work_follow_up_days" integer,
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
CREATE INDEX "recruitment_settings_name_idx" ON "recruitment_settings" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "recruitment_settings_gap_threshold_days_idx" ON "recruitment_settings" USING btree ("organisation_id","gap_threshold_days","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "recruitment_settings_reference_link_days_idx" ON "recruitment_settings" USING btree ("organisation_id","reference_link_days","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "recruitment_settings_test_pass_mark_idx" ON "recruitment_settings" USING btree ("organisation_id","test_pass_mark","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "recruitment_settings_created_idx" ON "recruitment_settings" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_settings_name_uq" ON "recruitment_settings" USING btree ("organisation_id","name") WHERE deleted_at is null;
CREATE TABLE "client_rosterings" (
	"client" uuid NOT NULL,
	"funder" uuid,
	"step" integer,
	"period_from" date,
	"period_to" date,
	"pattern_source" text,
	"source_template" uuid,
	"pattern" text,
	"tasks" text,
	"medicines" text,
	"preferred_gender" text,
	"preferred_carers" text,
	"declined_carers" text,
	"preference_notes" text,
	"status" text,
	"generated_template" uuid,
	"generated_visits" integer,
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
CREATE TABLE "visit_csv_imports" (
	"name" text NOT NULL,
	"csv_text" text NOT NULL,
	"mapping" text,
	"status" text,
	"total_rows" integer,
	"valid_rows" integer,
	"error_count" integer,
	"check_result" text,
	"processed_rows" integer,
	"created_visits" integer,
	"existing_visits" integer,
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
CREATE INDEX "client_rosterings_period_from_idx" ON "client_rosterings" USING btree ("organisation_id","period_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_rosterings_client_idx" ON "client_rosterings" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_rosterings_step_idx" ON "client_rosterings" USING btree ("organisation_id","step","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_rosterings_period_to_idx" ON "client_rosterings" USING btree ("organisation_id","period_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_rosterings_status_idx" ON "client_rosterings" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_rosterings_created_idx" ON "client_rosterings" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_csv_imports_name_idx" ON "visit_csv_imports" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_csv_imports_status_idx" ON "visit_csv_imports" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_csv_imports_total_rows_idx" ON "visit_csv_imports" USING btree ("organisation_id","total_rows","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_csv_imports_error_count_idx" ON "visit_csv_imports" USING btree ("organisation_id","error_count","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_csv_imports_created_visits_idx" ON "visit_csv_imports" USING btree ("organisation_id","created_visits","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_csv_imports_existing_visits_idx" ON "visit_csv_imports" USING btree ("organisation_id","existing_visits","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_csv_imports_created_idx" ON "visit_csv_imports" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_csv_imports_name_trgm_idx" ON "visit_csv_imports" USING gin ("name" gin_trgm_ops);
CREATE TABLE "rota_publications" (
	"branch" uuid NOT NULL,
	"week_start" date NOT NULL,
	"visits_published" integer,
	"carers_emailed" integer,
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
CREATE TABLE "visit_type_codes" (
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"colour" text,
	"gradient" boolean DEFAULT false NOT NULL,
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
ALTER TABLE "visits" ADD COLUMN "type_code" uuid;--> statement-breakpoint
CREATE INDEX "rota_publications_week_start_idx" ON "rota_publications" USING btree ("organisation_id","week_start","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "rota_publications_branch_idx" ON "rota_publications" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "rota_publications_visits_published_idx" ON "rota_publications" USING btree ("organisation_id","visits_published","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "rota_publications_carers_emailed_idx" ON "rota_publications" USING btree ("organisation_id","carers_emailed","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "rota_publications_created_idx" ON "rota_publications" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_type_codes_code_idx" ON "visit_type_codes" USING btree ("organisation_id","code","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_type_codes_name_idx" ON "visit_type_codes" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_type_codes_gradient_idx" ON "visit_type_codes" USING btree ("organisation_id","gradient","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_type_codes_active_idx" ON "visit_type_codes" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_type_codes_created_idx" ON "visit_type_codes" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_type_codes_code_trgm_idx" ON "visit_type_codes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visit_type_codes_name_trgm_idx" ON "visit_type_codes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "visit_type_codes_code_uq" ON "visit_type_codes" USING btree ("organisation_id","code") WHERE deleted_at is null;
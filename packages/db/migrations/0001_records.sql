CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "areacodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"postcode_districts" text,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "assessors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"organisation" text,
	"email" text,
	"phone" text,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "bands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"description" text,
	"qualification" text,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "careers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"employment_type" text NOT NULL,
	"hours" text,
	"salary" text,
	"closing_date" date,
	"description" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "carer_hourly_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"band" uuid NOT NULL,
	"weekday_rate" integer NOT NULL,
	"weekend_rate" integer,
	"bank_holiday_rate" integer,
	"mileage_rate" integer,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "carer_survey_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"question" text NOT NULL,
	"answer_type" text NOT NULL,
	"options" text,
	"answer_required" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "carer_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"opens_on" date,
	"closes_on" date,
	"anonymous" boolean DEFAULT false NOT NULL,
	"introduction" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "disability_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"category" text NOT NULL,
	"carer_guidance" text,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "document_upload_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"applies_to" text NOT NULL,
	"required_at_onboarding" boolean DEFAULT false NOT NULL,
	"expires" boolean DEFAULT false NOT NULL,
	"reminder_days" integer,
	"allowed_file_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guidance" text,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "equipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"training_required" boolean DEFAULT false NOT NULL,
	"inspection_months" integer,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colour" text,
	"description" text,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "fiscal_years" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "funder_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"invoice_email" text,
	"phone" text,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "funder_scales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate_per_hour" integer NOT NULL,
	"weekend_rate_per_hour" integer,
	"bank_holiday_rate_per_hour" integer,
	"mileage_per_mile" integer,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "holiday_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"paid" boolean DEFAULT false NOT NULL,
	"deducts_from_entitlement" boolean DEFAULT false NOT NULL,
	"evidence_required" boolean DEFAULT false NOT NULL,
	"colour" text,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"region" text NOT NULL,
	"enhanced_pay" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"strength" text,
	"form" text,
	"route" text,
	"controlled" boolean DEFAULT false NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "npc_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"counts_for_minimum_wage" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "office_employee_survey_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"question" text NOT NULL,
	"answer_type" text NOT NULL,
	"options" text,
	"answer_required" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "office_employee_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"opens_on" date,
	"closes_on" date,
	"anonymous" boolean DEFAULT false NOT NULL,
	"introduction" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "organization_period_years" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"period_type" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "organization_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"number" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "reablement_equipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"supplier" text,
	"loan_weeks" integer,
	"returnable" boolean DEFAULT false NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "staffcodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"payroll_code" text,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "visit_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"colour" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE INDEX "areacodes_code_idx" ON "areacodes" USING btree ("organisation_id","code","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "areacodes_name_idx" ON "areacodes" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "areacodes_postcode_districts_idx" ON "areacodes" USING btree ("organisation_id","postcode_districts","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "areacodes_active_idx" ON "areacodes" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "areacodes_created_idx" ON "areacodes" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "areacodes_code_trgm_idx" ON "areacodes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "areacodes_name_trgm_idx" ON "areacodes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "areacodes_postcode_districts_trgm_idx" ON "areacodes" USING gin ("postcode_districts" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "areacodes_code_uq" ON "areacodes" USING btree ("organisation_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessors_name_idx" ON "assessors" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessors_role_idx" ON "assessors" USING btree ("organisation_id","role","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessors_organisation_idx" ON "assessors" USING btree ("organisation_id","organisation","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessors_phone_idx" ON "assessors" USING btree ("organisation_id","phone","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessors_active_idx" ON "assessors" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessors_created_idx" ON "assessors" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assessors_name_trgm_idx" ON "assessors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assessors_organisation_trgm_idx" ON "assessors" USING gin ("organisation" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assessors_email_trgm_idx" ON "assessors" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bands_level_idx" ON "bands" USING btree ("organisation_id","level","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bands_name_idx" ON "bands" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bands_description_idx" ON "bands" USING btree ("organisation_id","description","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bands_active_idx" ON "bands" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bands_created_idx" ON "bands" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "bands_name_trgm_idx" ON "bands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bands_description_trgm_idx" ON "bands" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "bands_name_uq" ON "bands" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "careers_closing_date_idx" ON "careers" USING btree ("organisation_id","closing_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "careers_title_idx" ON "careers" USING btree ("organisation_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "careers_location_idx" ON "careers" USING btree ("organisation_id","location","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "careers_employment_type_idx" ON "careers" USING btree ("organisation_id","employment_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "careers_published_idx" ON "careers" USING btree ("organisation_id","published","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "careers_created_idx" ON "careers" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "careers_title_trgm_idx" ON "careers" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "careers_location_trgm_idx" ON "careers" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carer_hourly_rates_effective_from_idx" ON "carer_hourly_rates" USING btree ("organisation_id","effective_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_hourly_rates_name_idx" ON "carer_hourly_rates" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_hourly_rates_band_idx" ON "carer_hourly_rates" USING btree ("organisation_id","band","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_hourly_rates_weekday_rate_idx" ON "carer_hourly_rates" USING btree ("organisation_id","weekday_rate","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_hourly_rates_weekend_rate_idx" ON "carer_hourly_rates" USING btree ("organisation_id","weekend_rate","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_hourly_rates_bank_holiday_rate_idx" ON "carer_hourly_rates" USING btree ("organisation_id","bank_holiday_rate","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_hourly_rates_created_idx" ON "carer_hourly_rates" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_hourly_rates_name_trgm_idx" ON "carer_hourly_rates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carer_survey_questions_number_idx" ON "carer_survey_questions" USING btree ("organisation_id","parent_id","number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_survey_questions_question_idx" ON "carer_survey_questions" USING btree ("organisation_id","parent_id","question","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_survey_questions_answer_type_idx" ON "carer_survey_questions" USING btree ("organisation_id","parent_id","answer_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_survey_questions_answer_required_idx" ON "carer_survey_questions" USING btree ("organisation_id","parent_id","answer_required","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_survey_questions_created_idx" ON "carer_survey_questions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_survey_questions_question_trgm_idx" ON "carer_survey_questions" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carer_surveys_opens_on_idx" ON "carer_surveys" USING btree ("organisation_id","opens_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_surveys_title_idx" ON "carer_surveys" USING btree ("organisation_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_surveys_status_idx" ON "carer_surveys" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_surveys_closes_on_idx" ON "carer_surveys" USING btree ("organisation_id","closes_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_surveys_anonymous_idx" ON "carer_surveys" USING btree ("organisation_id","anonymous","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_surveys_created_idx" ON "carer_surveys" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_surveys_title_trgm_idx" ON "carer_surveys" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "carer_surveys_title_uq" ON "carer_surveys" USING btree ("organisation_id","title") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "disability_codes_name_idx" ON "disability_codes" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "disability_codes_code_idx" ON "disability_codes" USING btree ("organisation_id","code","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "disability_codes_category_idx" ON "disability_codes" USING btree ("organisation_id","category","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "disability_codes_active_idx" ON "disability_codes" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "disability_codes_created_idx" ON "disability_codes" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "disability_codes_name_trgm_idx" ON "disability_codes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "disability_codes_code_trgm_idx" ON "disability_codes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "disability_codes_name_uq" ON "disability_codes" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "disability_codes_code_uq" ON "disability_codes" USING btree ("organisation_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "document_upload_types_name_idx" ON "document_upload_types" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "document_upload_types_applies_to_idx" ON "document_upload_types" USING btree ("organisation_id","applies_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "document_upload_types_required_at_onboarding_idx" ON "document_upload_types" USING btree ("organisation_id","required_at_onboarding","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "document_upload_types_expires_idx" ON "document_upload_types" USING btree ("organisation_id","expires","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "document_upload_types_active_idx" ON "document_upload_types" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "document_upload_types_created_idx" ON "document_upload_types" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "document_upload_types_name_trgm_idx" ON "document_upload_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "document_upload_types_name_uq" ON "document_upload_types" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "equipments_name_idx" ON "equipments" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "equipments_category_idx" ON "equipments" USING btree ("organisation_id","category","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "equipments_training_required_idx" ON "equipments" USING btree ("organisation_id","training_required","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "equipments_inspection_months_idx" ON "equipments" USING btree ("organisation_id","inspection_months","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "equipments_created_idx" ON "equipments" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "equipments_name_trgm_idx" ON "equipments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "equipments_name_uq" ON "equipments" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "event_categories_name_idx" ON "event_categories" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "event_categories_colour_idx" ON "event_categories" USING btree ("organisation_id","colour","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "event_categories_description_idx" ON "event_categories" USING btree ("organisation_id","description","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "event_categories_active_idx" ON "event_categories" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "event_categories_created_idx" ON "event_categories" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "event_categories_name_trgm_idx" ON "event_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_categories_description_trgm_idx" ON "event_categories" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_name_uq" ON "event_categories" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "fiscal_years_start_date_idx" ON "fiscal_years" USING btree ("organisation_id","start_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "fiscal_years_name_idx" ON "fiscal_years" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "fiscal_years_end_date_idx" ON "fiscal_years" USING btree ("organisation_id","end_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "fiscal_years_current_idx" ON "fiscal_years" USING btree ("organisation_id","current","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "fiscal_years_closed_idx" ON "fiscal_years" USING btree ("organisation_id","closed","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "fiscal_years_created_idx" ON "fiscal_years" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "fiscal_years_name_trgm_idx" ON "fiscal_years" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_years_name_uq" ON "fiscal_years" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_codes_code_idx" ON "funder_codes" USING btree ("organisation_id","code","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_codes_name_idx" ON "funder_codes" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_codes_type_idx" ON "funder_codes" USING btree ("organisation_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_codes_active_idx" ON "funder_codes" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_codes_created_idx" ON "funder_codes" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_codes_code_trgm_idx" ON "funder_codes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "funder_codes_name_trgm_idx" ON "funder_codes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "funder_codes_code_uq" ON "funder_codes" USING btree ("organisation_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_scales_effective_from_idx" ON "funder_scales" USING btree ("organisation_id","parent_id","effective_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_scales_name_idx" ON "funder_scales" USING btree ("organisation_id","parent_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_scales_rate_per_hour_idx" ON "funder_scales" USING btree ("organisation_id","parent_id","rate_per_hour","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_scales_effective_to_idx" ON "funder_scales" USING btree ("organisation_id","parent_id","effective_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_scales_created_idx" ON "funder_scales" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_scales_name_trgm_idx" ON "funder_scales" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "holiday_reasons_name_idx" ON "holiday_reasons" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holiday_reasons_code_idx" ON "holiday_reasons" USING btree ("organisation_id","code","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holiday_reasons_paid_idx" ON "holiday_reasons" USING btree ("organisation_id","paid","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holiday_reasons_deducts_from_entitlement_idx" ON "holiday_reasons" USING btree ("organisation_id","deducts_from_entitlement","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holiday_reasons_active_idx" ON "holiday_reasons" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holiday_reasons_created_idx" ON "holiday_reasons" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holiday_reasons_name_trgm_idx" ON "holiday_reasons" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "holiday_reasons_code_trgm_idx" ON "holiday_reasons" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_reasons_name_uq" ON "holiday_reasons" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_reasons_code_uq" ON "holiday_reasons" USING btree ("organisation_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holidays_date_idx" ON "holidays" USING btree ("organisation_id","date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holidays_name_idx" ON "holidays" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holidays_region_idx" ON "holidays" USING btree ("organisation_id","region","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holidays_enhanced_pay_idx" ON "holidays" USING btree ("organisation_id","enhanced_pay","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holidays_created_idx" ON "holidays" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "holidays_name_trgm_idx" ON "holidays" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medications_name_idx" ON "medications" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_strength_idx" ON "medications" USING btree ("organisation_id","strength","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_form_idx" ON "medications" USING btree ("organisation_id","form","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_route_idx" ON "medications" USING btree ("organisation_id","route","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_controlled_idx" ON "medications" USING btree ("organisation_id","controlled","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_created_idx" ON "medications" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_name_trgm_idx" ON "medications" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "medications_name_uq" ON "medications" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "npc_codes_code_idx" ON "npc_codes" USING btree ("organisation_id","code","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "npc_codes_description_idx" ON "npc_codes" USING btree ("organisation_id","description","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "npc_codes_paid_idx" ON "npc_codes" USING btree ("organisation_id","paid","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "npc_codes_counts_for_minimum_wage_idx" ON "npc_codes" USING btree ("organisation_id","counts_for_minimum_wage","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "npc_codes_active_idx" ON "npc_codes" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "npc_codes_created_idx" ON "npc_codes" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "npc_codes_code_trgm_idx" ON "npc_codes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "npc_codes_description_trgm_idx" ON "npc_codes" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "npc_codes_code_uq" ON "npc_codes" USING btree ("organisation_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_survey_questions_number_idx" ON "office_employee_survey_questions" USING btree ("organisation_id","parent_id","number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_survey_questions_question_idx" ON "office_employee_survey_questions" USING btree ("organisation_id","parent_id","question","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_survey_questions_answer_type_idx" ON "office_employee_survey_questions" USING btree ("organisation_id","parent_id","answer_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_survey_questions_answer_required_idx" ON "office_employee_survey_questions" USING btree ("organisation_id","parent_id","answer_required","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_survey_questions_created_idx" ON "office_employee_survey_questions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_survey_questions_question_trgm_idx" ON "office_employee_survey_questions" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "office_employee_surveys_opens_on_idx" ON "office_employee_surveys" USING btree ("organisation_id","opens_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_surveys_title_idx" ON "office_employee_surveys" USING btree ("organisation_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_surveys_status_idx" ON "office_employee_surveys" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_surveys_closes_on_idx" ON "office_employee_surveys" USING btree ("organisation_id","closes_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_surveys_anonymous_idx" ON "office_employee_surveys" USING btree ("organisation_id","anonymous","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_surveys_created_idx" ON "office_employee_surveys" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_surveys_title_trgm_idx" ON "office_employee_surveys" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "office_employee_surveys_title_uq" ON "office_employee_surveys" USING btree ("organisation_id","title") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_period_years_start_date_idx" ON "organization_period_years" USING btree ("organisation_id","start_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_period_years_name_idx" ON "organization_period_years" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_period_years_end_date_idx" ON "organization_period_years" USING btree ("organisation_id","end_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_period_years_period_type_idx" ON "organization_period_years" USING btree ("organisation_id","period_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_period_years_created_idx" ON "organization_period_years" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_period_years_name_trgm_idx" ON "organization_period_years" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "organization_period_years_name_uq" ON "organization_period_years" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_periods_number_idx" ON "organization_periods" USING btree ("organisation_id","parent_id","number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_periods_name_idx" ON "organization_periods" USING btree ("organisation_id","parent_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_periods_start_date_idx" ON "organization_periods" USING btree ("organisation_id","parent_id","start_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_periods_end_date_idx" ON "organization_periods" USING btree ("organisation_id","parent_id","end_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_periods_created_idx" ON "organization_periods" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organization_periods_name_trgm_idx" ON "organization_periods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reablement_equipments_name_idx" ON "reablement_equipments" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "reablement_equipments_category_idx" ON "reablement_equipments" USING btree ("organisation_id","category","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "reablement_equipments_supplier_idx" ON "reablement_equipments" USING btree ("organisation_id","supplier","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "reablement_equipments_loan_weeks_idx" ON "reablement_equipments" USING btree ("organisation_id","loan_weeks","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "reablement_equipments_returnable_idx" ON "reablement_equipments" USING btree ("organisation_id","returnable","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "reablement_equipments_created_idx" ON "reablement_equipments" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "reablement_equipments_name_trgm_idx" ON "reablement_equipments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reablement_equipments_supplier_trgm_idx" ON "reablement_equipments" USING gin ("supplier" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reablement_equipments_name_uq" ON "reablement_equipments" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staffcodes_code_idx" ON "staffcodes" USING btree ("organisation_id","code","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staffcodes_name_idx" ON "staffcodes" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staffcodes_category_idx" ON "staffcodes" USING btree ("organisation_id","category","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staffcodes_active_idx" ON "staffcodes" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staffcodes_created_idx" ON "staffcodes" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staffcodes_code_trgm_idx" ON "staffcodes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staffcodes_name_trgm_idx" ON "staffcodes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "staffcodes_code_uq" ON "staffcodes" USING btree ("organisation_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "staffcodes_name_uq" ON "staffcodes" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_slots_start_time_idx" ON "visit_slots" USING btree ("organisation_id","start_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_slots_name_idx" ON "visit_slots" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_slots_end_time_idx" ON "visit_slots" USING btree ("organisation_id","end_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_slots_colour_idx" ON "visit_slots" USING btree ("organisation_id","colour","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_slots_created_idx" ON "visit_slots" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_slots_name_trgm_idx" ON "visit_slots" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "visit_slots_name_uq" ON "visit_slots" USING btree ("organisation_id","name") WHERE deleted_at is null;
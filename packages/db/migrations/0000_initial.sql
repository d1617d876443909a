CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" uuid,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text,
	"changes" jsonb,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address" text,
	"postcode" text,
	"phone" text,
	"email" text,
	"registered_manager" text,
	"cqc_location_id" text,
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
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" uuid NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_pk" PRIMARY KEY("role_id","permission")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"name" text NOT NULL,
	"description" text,
	"key" text NOT NULL,
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
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_links" (
	"parent_user_id" uuid NOT NULL,
	"target_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_links_parent_user_id_target_user_id_pk" PRIMARY KEY("parent_user_id","target_user_id"),
	CONSTRAINT "user_links_not_self" CHECK ("user_links"."parent_user_id" <> "user_links"."target_user_id")
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" uuid NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "user_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role_id" uuid NOT NULL,
	"branch_id" uuid,
	"job_title" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"password_hash" text,
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
CREATE TABLE "areacodes" (
	"code" text NOT NULL,
	"name" text NOT NULL,
	"postcode_districts" text,
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
CREATE TABLE "assessors" (
	"name" text NOT NULL,
	"role" text NOT NULL,
	"organisation" text,
	"email" text,
	"phone" text,
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
CREATE TABLE "bands" (
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"description" text,
	"qualification" text,
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
CREATE TABLE "banks" (
	"name" text NOT NULL,
	"bic" text,
	"website" text,
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
CREATE TABLE "careers" (
	"title" text NOT NULL,
	"location" text NOT NULL,
	"employment_type" text NOT NULL,
	"hours" text,
	"salary" text,
	"closing_date" date,
	"description" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "carer_hourly_rates" (
	"name" text NOT NULL,
	"band" uuid NOT NULL,
	"weekday_rate" integer NOT NULL,
	"weekend_rate" integer,
	"bank_holiday_rate" integer,
	"mileage_rate" integer,
	"effective_from" date NOT NULL,
	"effective_to" date,
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
CREATE TABLE "carer_survey_questions" (
	"parent_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"question" text NOT NULL,
	"answer_type" text NOT NULL,
	"options" text,
	"answer_required" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "carer_survey_submissions" (
	"parent_id" uuid NOT NULL,
	"respondent" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"score" integer,
	"comments" text,
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
CREATE TABLE "carer_surveys" (
	"title" text NOT NULL,
	"status" text NOT NULL,
	"opens_on" date,
	"closes_on" date,
	"anonymous" boolean DEFAULT false NOT NULL,
	"introduction" text,
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
CREATE TABLE "disability_codes" (
	"name" text NOT NULL,
	"code" text,
	"category" text NOT NULL,
	"carer_guidance" text,
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
CREATE TABLE "document_upload_types" (
	"name" text NOT NULL,
	"applies_to" text NOT NULL,
	"required_at_onboarding" boolean DEFAULT false NOT NULL,
	"expires" boolean DEFAULT false NOT NULL,
	"reminder_days" integer,
	"allowed_file_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guidance" text,
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
CREATE TABLE "equipments" (
	"name" text NOT NULL,
	"category" text NOT NULL,
	"training_required" boolean DEFAULT false NOT NULL,
	"inspection_months" integer,
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
CREATE TABLE "event_categories" (
	"name" text NOT NULL,
	"colour" text,
	"description" text,
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
CREATE TABLE "fiscal_years" (
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "funder_codes" (
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"invoice_email" text,
	"phone" text,
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
CREATE TABLE "funder_scales" (
	"parent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate_per_hour" integer NOT NULL,
	"weekend_rate_per_hour" integer,
	"bank_holiday_rate_per_hour" integer,
	"mileage_per_mile" integer,
	"effective_from" date NOT NULL,
	"effective_to" date,
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
CREATE TABLE "holiday_reasons" (
	"name" text NOT NULL,
	"code" text,
	"paid" boolean DEFAULT false NOT NULL,
	"deducts_from_entitlement" boolean DEFAULT false NOT NULL,
	"evidence_required" boolean DEFAULT false NOT NULL,
	"colour" text,
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
CREATE TABLE "holidays" (
	"name" text NOT NULL,
	"date" date NOT NULL,
	"region" text NOT NULL,
	"enhanced_pay" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "job_vacancies" (
	"title" text NOT NULL,
	"branch_id" uuid NOT NULL,
	"employment_type" text NOT NULL,
	"hours_per_week" numeric(14, 1),
	"pay_rate_per_hour" integer,
	"driving_required" boolean DEFAULT false NOT NULL,
	"closing_date" date,
	"status" text NOT NULL,
	"description" text,
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
CREATE TABLE "medications" (
	"name" text NOT NULL,
	"strength" text,
	"form" text,
	"route" text,
	"controlled" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "news_feed" (
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"publish_from" date NOT NULL,
	"publish_until" date,
	"pinned" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "npc_codes" (
	"code" text NOT NULL,
	"description" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"counts_for_minimum_wage" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "office_employee_survey_questions" (
	"parent_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"question" text NOT NULL,
	"answer_type" text NOT NULL,
	"options" text,
	"answer_required" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "office_employee_survey_submissions" (
	"parent_id" uuid NOT NULL,
	"respondent" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"score" integer,
	"comments" text,
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
CREATE TABLE "office_employee_surveys" (
	"title" text NOT NULL,
	"status" text NOT NULL,
	"opens_on" date,
	"closes_on" date,
	"anonymous" boolean DEFAULT false NOT NULL,
	"introduction" text,
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
CREATE TABLE "organization_period_years" (
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"period_type" text NOT NULL,
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
CREATE TABLE "organization_periods" (
	"parent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"number" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
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
CREATE TABLE "reablement_equipments" (
	"name" text NOT NULL,
	"category" text NOT NULL,
	"supplier" text,
	"loan_weeks" integer,
	"returnable" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "staff_meetings" (
	"title" text NOT NULL,
	"branch_id" uuid,
	"meeting_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"location" text,
	"chair" text,
	"agenda" text,
	"minutes" text,
	"actions" text,
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
CREATE TABLE "staffcodes" (
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"payroll_code" text,
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
CREATE TABLE "visit_slots" (
	"name" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"colour" text,
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
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_log" ADD CONSTRAINT "email_log_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_links" ADD CONSTRAINT "user_links_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_links" ADD CONSTRAINT "user_links_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_org_at_idx" ON "audit_log" USING btree ("organisation_id","at","id");--> statement-breakpoint
CREATE INDEX "email_log_org_created_idx" ON "email_log" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "files_org_idx" ON "files" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "throttle_events_key_at_idx" ON "throttle_events" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "branches_name_idx" ON "branches" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "branches_code_idx" ON "branches" USING btree ("organisation_id","code","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "branches_postcode_idx" ON "branches" USING btree ("organisation_id","postcode","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "branches_phone_idx" ON "branches" USING btree ("organisation_id","phone","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "branches_created_idx" ON "branches" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "branches_name_trgm_idx" ON "branches" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_code_trgm_idx" ON "branches" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_postcode_trgm_idx" ON "branches" USING gin ("postcode" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "branches_code_uq" ON "branches" USING btree ("organisation_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "roles_name_idx" ON "roles" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "roles_created_idx" ON "roles" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "roles_name_trgm_idx" ON "roles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("organisation_id","email","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("organisation_id","role_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_branch_id_idx" ON "users" USING btree ("organisation_id","branch_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email") WHERE deleted_at is null;--> statement-breakpoint
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
CREATE INDEX "banks_name_idx" ON "banks" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "banks_bic_idx" ON "banks" USING btree ("organisation_id","bic","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "banks_created_idx" ON "banks" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "banks_name_trgm_idx" ON "banks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banks_bic_trgm_idx" ON "banks" USING gin ("bic" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "banks_name_uq" ON "banks" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
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
CREATE INDEX "carer_survey_submissions_submitted_at_idx" ON "carer_survey_submissions" USING btree ("organisation_id","parent_id","submitted_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_survey_submissions_respondent_idx" ON "carer_survey_submissions" USING btree ("organisation_id","parent_id","respondent","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_survey_submissions_score_idx" ON "carer_survey_submissions" USING btree ("organisation_id","parent_id","score","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_survey_submissions_created_idx" ON "carer_survey_submissions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_survey_submissions_respondent_trgm_idx" ON "carer_survey_submissions" USING gin ("respondent" gin_trgm_ops);--> statement-breakpoint
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
CREATE INDEX "job_vacancies_closing_date_idx" ON "job_vacancies" USING btree ("organisation_id","closing_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "job_vacancies_title_idx" ON "job_vacancies" USING btree ("organisation_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "job_vacancies_branch_id_idx" ON "job_vacancies" USING btree ("organisation_id","branch_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "job_vacancies_employment_type_idx" ON "job_vacancies" USING btree ("organisation_id","employment_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "job_vacancies_status_idx" ON "job_vacancies" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "job_vacancies_created_idx" ON "job_vacancies" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "job_vacancies_title_trgm_idx" ON "job_vacancies" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medications_name_idx" ON "medications" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_strength_idx" ON "medications" USING btree ("organisation_id","strength","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_form_idx" ON "medications" USING btree ("organisation_id","form","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_route_idx" ON "medications" USING btree ("organisation_id","route","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_controlled_idx" ON "medications" USING btree ("organisation_id","controlled","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_created_idx" ON "medications" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_name_trgm_idx" ON "medications" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "medications_name_uq" ON "medications" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "news_feed_publish_from_idx" ON "news_feed" USING btree ("organisation_id","publish_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "news_feed_title_idx" ON "news_feed" USING btree ("organisation_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "news_feed_audience_idx" ON "news_feed" USING btree ("organisation_id","audience","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "news_feed_publish_until_idx" ON "news_feed" USING btree ("organisation_id","publish_until","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "news_feed_pinned_idx" ON "news_feed" USING btree ("organisation_id","pinned","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "news_feed_created_idx" ON "news_feed" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "news_feed_title_trgm_idx" ON "news_feed" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
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
CREATE INDEX "office_employee_survey_submissions_submitted_at_idx" ON "office_employee_survey_submissions" USING btree ("organisation_id","parent_id","submitted_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_survey_submissions_respondent_idx" ON "office_employee_survey_submissions" USING btree ("organisation_id","parent_id","respondent","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_survey_submissions_score_idx" ON "office_employee_survey_submissions" USING btree ("organisation_id","parent_id","score","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_survey_submissions_created_idx" ON "office_employee_survey_submissions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "office_employee_survey_submissions_respondent_trgm_idx" ON "office_employee_survey_submissions" USING gin ("respondent" gin_trgm_ops);--> statement-breakpoint
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
CREATE INDEX "staff_meetings_meeting_date_idx" ON "staff_meetings" USING btree ("organisation_id","meeting_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staff_meetings_title_idx" ON "staff_meetings" USING btree ("organisation_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staff_meetings_branch_id_idx" ON "staff_meetings" USING btree ("organisation_id","branch_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staff_meetings_start_time_idx" ON "staff_meetings" USING btree ("organisation_id","start_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staff_meetings_chair_idx" ON "staff_meetings" USING btree ("organisation_id","chair","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staff_meetings_created_idx" ON "staff_meetings" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staff_meetings_title_trgm_idx" ON "staff_meetings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_meetings_chair_trgm_idx" ON "staff_meetings" USING gin ("chair" gin_trgm_ops);--> statement-breakpoint
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
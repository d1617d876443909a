CREATE TABLE "client_assessment_reports" (
	"parent_id" uuid NOT NULL,
	"report_date" date NOT NULL,
	"assessor" uuid NOT NULL,
	"summary" text NOT NULL,
	"needs_identified" text,
	"recommendations" text,
	"hours_recommended_per_week" numeric(14, 2),
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
CREATE TABLE "client_call_logs" (
	"parent_id" uuid NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"other_party" text NOT NULL,
	"reason" text NOT NULL,
	"summary" text,
	"action_taken" text,
	"follow_up_by" date,
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
CREATE TABLE "client_log_book_audits" (
	"parent_id" uuid NOT NULL,
	"audit_date" date NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"auditor" text NOT NULL,
	"entries_legible" boolean DEFAULT false NOT NULL,
	"dated_and_timed" boolean DEFAULT false NOT NULL,
	"signed" boolean DEFAULT false NOT NULL,
	"every_visit_recorded" boolean DEFAULT false NOT NULL,
	"factual_and_respectful" boolean DEFAULT false NOT NULL,
	"errors_corrected_properly" boolean DEFAULT false NOT NULL,
	"concerns_escalated" boolean DEFAULT false NOT NULL,
	"issues_found" text,
	"actions" text,
	"outcome" text NOT NULL,
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
CREATE TABLE "client_covid_risk_assessments" (
	"parent_id" uuid NOT NULL,
	"assessment_date" date NOT NULL,
	"vaccination_status" text NOT NULL,
	"clinically_vulnerable" boolean DEFAULT false NOT NULL,
	"household_symptoms" boolean DEFAULT false NOT NULL,
	"symptom_details" text,
	"ppe_required" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"controls" text,
	"review_date" date,
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
CREATE TABLE "client_equipment" (
	"parent_id" uuid NOT NULL,
	"equipment" uuid NOT NULL,
	"serial_number" text,
	"supplied_by" text,
	"date_supplied" date,
	"last_serviced" date,
	"next_service_due" date,
	"condition" text NOT NULL,
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
CREATE TABLE "client_exit_surveys" (
	"parent_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason_for_leaving" text NOT NULL,
	"completed_by" text,
	"overall_satisfaction" text NOT NULL,
	"would_recommend" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "client_falls_risk" (
	"parent_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"event_type" text NOT NULL,
	"location" text NOT NULL,
	"injury" boolean DEFAULT false NOT NULL,
	"injury_description" text,
	"witnessed" boolean DEFAULT false NOT NULL,
	"actions_taken" text NOT NULL,
	"reported_to" text,
	"gp_informed" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "client_financial_transactions" (
	"parent_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"receipt" uuid,
	"recorded_by" text NOT NULL,
	"witnessed_by" text,
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
CREATE TABLE "client_funder_codes" (
	"parent_id" uuid NOT NULL,
	"funder" uuid NOT NULL,
	"scale" text,
	"reference_number" text,
	"funded_hours_per_week" numeric(14, 2),
	"start_date" date NOT NULL,
	"end_date" date,
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
CREATE TABLE "client_logs" (
	"parent_id" uuid NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"logged_by" text NOT NULL,
	"entry" text NOT NULL,
	"follow_up_needed" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "client_marchart_audits" (
	"parent_id" uuid NOT NULL,
	"audit_date" date NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"auditor" text NOT NULL,
	"mar_charts_complete" boolean DEFAULT false NOT NULL,
	"signatures_present" boolean DEFAULT false NOT NULL,
	"codes_used_correctly" boolean DEFAULT false NOT NULL,
	"prn_recorded_with_reason" boolean DEFAULT false NOT NULL,
	"stock_counts_match" boolean DEFAULT false NOT NULL,
	"issues_found" text,
	"actions" text,
	"outcome" text NOT NULL,
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
CREATE TABLE "client_mental_capacity" (
	"parent_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"impairment" boolean DEFAULT false NOT NULL,
	"impairment_detail" text,
	"can_understand" boolean DEFAULT false NOT NULL,
	"can_retain" boolean DEFAULT false NOT NULL,
	"can_weigh" boolean DEFAULT false NOT NULL,
	"can_communicate" boolean DEFAULT false NOT NULL,
	"outcome" text NOT NULL,
	"best_interests_decision" text,
	"assessed_by" text NOT NULL,
	"assessment_date" date NOT NULL,
	"review_date" date,
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
CREATE TABLE "client_mca_risk_assessments" (
	"parent_id" uuid NOT NULL,
	"hazard" text NOT NULL,
	"who_is_at_risk" text,
	"likelihood" text NOT NULL,
	"severity" text NOT NULL,
	"controls" text NOT NULL,
	"review_date" date,
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
CREATE TABLE "client_pressure_ulcers_bruises" (
	"parent_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body_location" text NOT NULL,
	"grade" text,
	"size" text,
	"date_found" date NOT NULL,
	"reported_to" text,
	"photo" uuid,
	"notes" text,
	"healed_date" date,
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
CREATE TABLE "client_promoting_independence" (
	"parent_id" uuid NOT NULL,
	"goal" text NOT NULL,
	"client_will_do" text,
	"staff_support" text,
	"target_date" date,
	"progress" text NOT NULL,
	"reviewed_on" date,
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
CREATE TABLE "client_review_forms" (
	"parent_id" uuid NOT NULL,
	"review_date" date NOT NULL,
	"review_type" text NOT NULL,
	"reviewed_by" text NOT NULL,
	"attendees" text,
	"care_plan_meets_needs" boolean DEFAULT false NOT NULL,
	"changes_agreed" text,
	"client_view" text,
	"family_view" text,
	"next_review_date" date NOT NULL,
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
CREATE TABLE "client_risk_assessments" (
	"parent_id" uuid NOT NULL,
	"area" text NOT NULL,
	"hazard" text NOT NULL,
	"who_might_be_harmed" text,
	"likelihood" text NOT NULL,
	"severity" text NOT NULL,
	"risk_rating" text NOT NULL,
	"controls" text NOT NULL,
	"further_action" text,
	"assessed_on" date NOT NULL,
	"review_on" date,
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
CREATE TABLE "client_slots" (
	"parent_id" uuid NOT NULL,
	"day_of_week" text NOT NULL,
	"visit_slot" uuid,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"carers_needed" integer NOT NULL,
	"visit_type" text NOT NULL,
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
CREATE TABLE "client_uploads" (
	"parent_id" uuid NOT NULL,
	"document_type" uuid NOT NULL,
	"title" text NOT NULL,
	"file" uuid NOT NULL,
	"expiry_date" date,
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
CREATE TABLE "client_visit_template_details" (
	"parent_id" uuid NOT NULL,
	"day_of_week" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"carers_needed" integer NOT NULL,
	"tasks" text,
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
CREATE TABLE "client_visit_templates" (
	"parent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
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
CREATE INDEX "client_assessment_reports_report_date_idx" ON "client_assessment_reports" USING btree ("organisation_id","parent_id","report_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_assessment_reports_assessor_idx" ON "client_assessment_reports" USING btree ("organisation_id","parent_id","assessor","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_assessment_reports_hours_recommended_per_week_idx" ON "client_assessment_reports" USING btree ("organisation_id","parent_id","hours_recommended_per_week","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_assessment_reports_created_idx" ON "client_assessment_reports" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_call_logs_called_at_idx" ON "client_call_logs" USING btree ("organisation_id","parent_id","called_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_call_logs_direction_idx" ON "client_call_logs" USING btree ("organisation_id","parent_id","direction","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_call_logs_other_party_idx" ON "client_call_logs" USING btree ("organisation_id","parent_id","other_party","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_call_logs_reason_idx" ON "client_call_logs" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_call_logs_follow_up_by_idx" ON "client_call_logs" USING btree ("organisation_id","parent_id","follow_up_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_call_logs_created_idx" ON "client_call_logs" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_call_logs_other_party_trgm_idx" ON "client_call_logs" USING gin ("other_party" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_call_logs_reason_trgm_idx" ON "client_call_logs" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_log_book_audits_audit_date_idx" ON "client_log_book_audits" USING btree ("organisation_id","parent_id","audit_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_log_book_audits_period_from_idx" ON "client_log_book_audits" USING btree ("organisation_id","parent_id","period_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_log_book_audits_period_to_idx" ON "client_log_book_audits" USING btree ("organisation_id","parent_id","period_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_log_book_audits_auditor_idx" ON "client_log_book_audits" USING btree ("organisation_id","parent_id","auditor","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_log_book_audits_outcome_idx" ON "client_log_book_audits" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_log_book_audits_created_idx" ON "client_log_book_audits" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_log_book_audits_auditor_trgm_idx" ON "client_log_book_audits" USING gin ("auditor" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_covid_risk_assessments_assessment_date_idx" ON "client_covid_risk_assessments" USING btree ("organisation_id","parent_id","assessment_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_covid_risk_assessments_vaccination_status_idx" ON "client_covid_risk_assessments" USING btree ("organisation_id","parent_id","vaccination_status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_covid_risk_assessments_clinically_vulnerable_idx" ON "client_covid_risk_assessments" USING btree ("organisation_id","parent_id","clinically_vulnerable","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_covid_risk_assessments_household_symptoms_idx" ON "client_covid_risk_assessments" USING btree ("organisation_id","parent_id","household_symptoms","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_covid_risk_assessments_review_date_idx" ON "client_covid_risk_assessments" USING btree ("organisation_id","parent_id","review_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_covid_risk_assessments_created_idx" ON "client_covid_risk_assessments" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_equipment_next_service_due_idx" ON "client_equipment" USING btree ("organisation_id","parent_id","next_service_due","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_equipment_equipment_idx" ON "client_equipment" USING btree ("organisation_id","parent_id","equipment","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_equipment_serial_number_idx" ON "client_equipment" USING btree ("organisation_id","parent_id","serial_number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_equipment_condition_idx" ON "client_equipment" USING btree ("organisation_id","parent_id","condition","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_equipment_last_serviced_idx" ON "client_equipment" USING btree ("organisation_id","parent_id","last_serviced","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_equipment_created_idx" ON "client_equipment" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_equipment_serial_number_trgm_idx" ON "client_equipment" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_equipment_supplied_by_trgm_idx" ON "client_equipment" USING gin ("supplied_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_exit_surveys_date_idx" ON "client_exit_surveys" USING btree ("organisation_id","parent_id","date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_exit_surveys_reason_for_leaving_idx" ON "client_exit_surveys" USING btree ("organisation_id","parent_id","reason_for_leaving","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_exit_surveys_overall_satisfaction_idx" ON "client_exit_surveys" USING btree ("organisation_id","parent_id","overall_satisfaction","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_exit_surveys_would_recommend_idx" ON "client_exit_surveys" USING btree ("organisation_id","parent_id","would_recommend","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_exit_surveys_created_idx" ON "client_exit_surveys" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_falls_risk_occurred_at_idx" ON "client_falls_risk" USING btree ("organisation_id","parent_id","occurred_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_falls_risk_event_type_idx" ON "client_falls_risk" USING btree ("organisation_id","parent_id","event_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_falls_risk_location_idx" ON "client_falls_risk" USING btree ("organisation_id","parent_id","location","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_falls_risk_injury_idx" ON "client_falls_risk" USING btree ("organisation_id","parent_id","injury","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_falls_risk_witnessed_idx" ON "client_falls_risk" USING btree ("organisation_id","parent_id","witnessed","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_falls_risk_gp_informed_idx" ON "client_falls_risk" USING btree ("organisation_id","parent_id","gp_informed","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_falls_risk_created_idx" ON "client_falls_risk" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_falls_risk_location_trgm_idx" ON "client_falls_risk" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_financial_transactions_date_idx" ON "client_financial_transactions" USING btree ("organisation_id","parent_id","date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_financial_transactions_type_idx" ON "client_financial_transactions" USING btree ("organisation_id","parent_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_financial_transactions_amount_idx" ON "client_financial_transactions" USING btree ("organisation_id","parent_id","amount","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_financial_transactions_description_idx" ON "client_financial_transactions" USING btree ("organisation_id","parent_id","description","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_financial_transactions_recorded_by_idx" ON "client_financial_transactions" USING btree ("organisation_id","parent_id","recorded_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_financial_transactions_created_idx" ON "client_financial_transactions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_financial_transactions_description_trgm_idx" ON "client_financial_transactions" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_financial_transactions_recorded_by_trgm_idx" ON "client_financial_transactions" USING gin ("recorded_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_funder_codes_start_date_idx" ON "client_funder_codes" USING btree ("organisation_id","parent_id","start_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_funder_codes_funder_idx" ON "client_funder_codes" USING btree ("organisation_id","parent_id","funder","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_funder_codes_reference_number_idx" ON "client_funder_codes" USING btree ("organisation_id","parent_id","reference_number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_funder_codes_funded_hours_per_week_idx" ON "client_funder_codes" USING btree ("organisation_id","parent_id","funded_hours_per_week","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_funder_codes_end_date_idx" ON "client_funder_codes" USING btree ("organisation_id","parent_id","end_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_funder_codes_created_idx" ON "client_funder_codes" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_funder_codes_reference_number_trgm_idx" ON "client_funder_codes" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_funder_codes_scale_trgm_idx" ON "client_funder_codes" USING gin ("scale" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_logs_logged_at_idx" ON "client_logs" USING btree ("organisation_id","parent_id","logged_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_logs_category_idx" ON "client_logs" USING btree ("organisation_id","parent_id","category","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_logs_logged_by_idx" ON "client_logs" USING btree ("organisation_id","parent_id","logged_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_logs_follow_up_needed_idx" ON "client_logs" USING btree ("organisation_id","parent_id","follow_up_needed","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_logs_created_idx" ON "client_logs" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_logs_entry_trgm_idx" ON "client_logs" USING gin ("entry" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_logs_logged_by_trgm_idx" ON "client_logs" USING gin ("logged_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_marchart_audits_audit_date_idx" ON "client_marchart_audits" USING btree ("organisation_id","parent_id","audit_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_marchart_audits_period_from_idx" ON "client_marchart_audits" USING btree ("organisation_id","parent_id","period_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_marchart_audits_period_to_idx" ON "client_marchart_audits" USING btree ("organisation_id","parent_id","period_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_marchart_audits_auditor_idx" ON "client_marchart_audits" USING btree ("organisation_id","parent_id","auditor","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_marchart_audits_outcome_idx" ON "client_marchart_audits" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_marchart_audits_created_idx" ON "client_marchart_audits" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_marchart_audits_auditor_trgm_idx" ON "client_marchart_audits" USING gin ("auditor" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_mental_capacity_assessment_date_idx" ON "client_mental_capacity" USING btree ("organisation_id","parent_id","assessment_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mental_capacity_decision_idx" ON "client_mental_capacity" USING btree ("organisation_id","parent_id","decision","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mental_capacity_outcome_idx" ON "client_mental_capacity" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mental_capacity_assessed_by_idx" ON "client_mental_capacity" USING btree ("organisation_id","parent_id","assessed_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mental_capacity_review_date_idx" ON "client_mental_capacity" USING btree ("organisation_id","parent_id","review_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mental_capacity_created_idx" ON "client_mental_capacity" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mental_capacity_decision_trgm_idx" ON "client_mental_capacity" USING gin ("decision" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_mental_capacity_assessed_by_trgm_idx" ON "client_mental_capacity" USING gin ("assessed_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_mca_risk_assessments_review_date_idx" ON "client_mca_risk_assessments" USING btree ("organisation_id","parent_id","review_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mca_risk_assessments_hazard_idx" ON "client_mca_risk_assessments" USING btree ("organisation_id","parent_id","hazard","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mca_risk_assessments_who_is_at_risk_idx" ON "client_mca_risk_assessments" USING btree ("organisation_id","parent_id","who_is_at_risk","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mca_risk_assessments_likelihood_idx" ON "client_mca_risk_assessments" USING btree ("organisation_id","parent_id","likelihood","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mca_risk_assessments_severity_idx" ON "client_mca_risk_assessments" USING btree ("organisation_id","parent_id","severity","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mca_risk_assessments_created_idx" ON "client_mca_risk_assessments" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_mca_risk_assessments_hazard_trgm_idx" ON "client_mca_risk_assessments" USING gin ("hazard" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_pressure_ulcers_bruises_date_found_idx" ON "client_pressure_ulcers_bruises" USING btree ("organisation_id","parent_id","date_found","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_pressure_ulcers_bruises_kind_idx" ON "client_pressure_ulcers_bruises" USING btree ("organisation_id","parent_id","kind","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_pressure_ulcers_bruises_body_location_idx" ON "client_pressure_ulcers_bruises" USING btree ("organisation_id","parent_id","body_location","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_pressure_ulcers_bruises_grade_idx" ON "client_pressure_ulcers_bruises" USING btree ("organisation_id","parent_id","grade","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_pressure_ulcers_bruises_reported_to_idx" ON "client_pressure_ulcers_bruises" USING btree ("organisation_id","parent_id","reported_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_pressure_ulcers_bruises_healed_date_idx" ON "client_pressure_ulcers_bruises" USING btree ("organisation_id","parent_id","healed_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_pressure_ulcers_bruises_created_idx" ON "client_pressure_ulcers_bruises" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_pressure_ulcers_bruises_reported_to_trgm_idx" ON "client_pressure_ulcers_bruises" USING gin ("reported_to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_pressure_ulcers_bruises_notes_trgm_idx" ON "client_pressure_ulcers_bruises" USING gin ("notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_promoting_independence_target_date_idx" ON "client_promoting_independence" USING btree ("organisation_id","parent_id","target_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_promoting_independence_goal_idx" ON "client_promoting_independence" USING btree ("organisation_id","parent_id","goal","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_promoting_independence_progress_idx" ON "client_promoting_independence" USING btree ("organisation_id","parent_id","progress","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_promoting_independence_reviewed_on_idx" ON "client_promoting_independence" USING btree ("organisation_id","parent_id","reviewed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_promoting_independence_created_idx" ON "client_promoting_independence" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_promoting_independence_goal_trgm_idx" ON "client_promoting_independence" USING gin ("goal" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_review_forms_review_date_idx" ON "client_review_forms" USING btree ("organisation_id","parent_id","review_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_review_forms_review_type_idx" ON "client_review_forms" USING btree ("organisation_id","parent_id","review_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_review_forms_reviewed_by_idx" ON "client_review_forms" USING btree ("organisation_id","parent_id","reviewed_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_review_forms_care_plan_meets_needs_idx" ON "client_review_forms" USING btree ("organisation_id","parent_id","care_plan_meets_needs","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_review_forms_next_review_date_idx" ON "client_review_forms" USING btree ("organisation_id","parent_id","next_review_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_review_forms_created_idx" ON "client_review_forms" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_review_forms_reviewed_by_trgm_idx" ON "client_review_forms" USING gin ("reviewed_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_risk_assessments_assessed_on_idx" ON "client_risk_assessments" USING btree ("organisation_id","parent_id","assessed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_risk_assessments_area_idx" ON "client_risk_assessments" USING btree ("organisation_id","parent_id","area","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_risk_assessments_hazard_idx" ON "client_risk_assessments" USING btree ("organisation_id","parent_id","hazard","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_risk_assessments_risk_rating_idx" ON "client_risk_assessments" USING btree ("organisation_id","parent_id","risk_rating","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_risk_assessments_review_on_idx" ON "client_risk_assessments" USING btree ("organisation_id","parent_id","review_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_risk_assessments_created_idx" ON "client_risk_assessments" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_risk_assessments_hazard_trgm_idx" ON "client_risk_assessments" USING gin ("hazard" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_slots_start_time_idx" ON "client_slots" USING btree ("organisation_id","parent_id","start_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_slots_day_of_week_idx" ON "client_slots" USING btree ("organisation_id","parent_id","day_of_week","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_slots_end_time_idx" ON "client_slots" USING btree ("organisation_id","parent_id","end_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_slots_visit_slot_idx" ON "client_slots" USING btree ("organisation_id","parent_id","visit_slot","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_slots_visit_type_idx" ON "client_slots" USING btree ("organisation_id","parent_id","visit_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_slots_carers_needed_idx" ON "client_slots" USING btree ("organisation_id","parent_id","carers_needed","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_slots_created_idx" ON "client_slots" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_uploads_title_idx" ON "client_uploads" USING btree ("organisation_id","parent_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_uploads_document_type_idx" ON "client_uploads" USING btree ("organisation_id","parent_id","document_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_uploads_file_idx" ON "client_uploads" USING btree ("organisation_id","parent_id","file","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_uploads_expiry_date_idx" ON "client_uploads" USING btree ("organisation_id","parent_id","expiry_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_uploads_created_idx" ON "client_uploads" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_uploads_title_trgm_idx" ON "client_uploads" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_visit_template_details_start_time_idx" ON "client_visit_template_details" USING btree ("organisation_id","parent_id","start_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_visit_template_details_day_of_week_idx" ON "client_visit_template_details" USING btree ("organisation_id","parent_id","day_of_week","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_visit_template_details_end_time_idx" ON "client_visit_template_details" USING btree ("organisation_id","parent_id","end_time","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_visit_template_details_carers_needed_idx" ON "client_visit_template_details" USING btree ("organisation_id","parent_id","carers_needed","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_visit_template_details_created_idx" ON "client_visit_template_details" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_visit_templates_valid_from_idx" ON "client_visit_templates" USING btree ("organisation_id","parent_id","valid_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_visit_templates_name_idx" ON "client_visit_templates" USING btree ("organisation_id","parent_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_visit_templates_valid_to_idx" ON "client_visit_templates" USING btree ("organisation_id","parent_id","valid_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_visit_templates_created_idx" ON "client_visit_templates" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_visit_templates_name_trgm_idx" ON "client_visit_templates" USING gin ("name" gin_trgm_ops);
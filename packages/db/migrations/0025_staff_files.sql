CREATE TABLE "carer_address_history" (
	"parent_id" uuid NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text,
	"from_date" date NOT NULL,
	"to_date" date,
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
CREATE TABLE "carer_annual_appraisals" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"held_by" uuid NOT NULL,
	"performance" text NOT NULL,
	"achievements" text,
	"objectives" text NOT NULL,
	"training" text,
	"signature" text,
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
CREATE TABLE "carer_app_experience" (
	"parent_id" uuid NOT NULL,
	"recorded_on" date NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
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
CREATE TABLE "carer_booster_vaccines" (
	"parent_id" uuid NOT NULL,
	"given_on" date NOT NULL,
	"vaccine" text NOT NULL,
	"evidence" uuid,
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
CREATE TABLE "carer_call_logs" (
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
CREATE TABLE "carer_competency_checks" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"held_by" uuid NOT NULL,
	"area" text NOT NULL,
	"result" text NOT NULL,
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
CREATE TABLE "carer_complaints" (
	"parent_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"from" text NOT NULL,
	"client" uuid,
	"details" text NOT NULL,
	"investigation" text,
	"outcome" text,
	"closed_on" date,
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
CREATE TABLE "carer_compliments" (
	"parent_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"from" text NOT NULL,
	"client" uuid,
	"details" text NOT NULL,
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
CREATE TABLE "carer_dbs_checks" (
	"parent_id" uuid NOT NULL,
	"certificate_number" text NOT NULL,
	"issued_on" date NOT NULL,
	"level" text NOT NULL,
	"barred_list_result" text NOT NULL,
	"disclosures" text,
	"disclosure_notes" text,
	"update_service_consent" boolean DEFAULT false NOT NULL,
	"update_service_checked_on" date,
	"update_service_result" text,
	"verified_by" uuid,
	"verified_on" date,
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
CREATE TABLE "carer_dbs_documents" (
	"parent_id" uuid NOT NULL,
	"certificate_number" text NOT NULL,
	"issued_on" date NOT NULL,
	"copy" uuid NOT NULL,
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
CREATE TABLE "carer_dbs_risk_assessments" (
	"parent_id" uuid NOT NULL,
	"assessed_on" date NOT NULL,
	"disclosure" text NOT NULL,
	"relevance" text,
	"risk_level" text NOT NULL,
	"decision" text NOT NULL,
	"controls" text,
	"review_on" date,
	"assessed_by" uuid,
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
CREATE TABLE "carer_discussion_notes" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"held_by" uuid NOT NULL,
	"subject" text NOT NULL,
	"notes" text NOT NULL,
	"follow_up_on" date,
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
CREATE TABLE "carer_duty_temporary_days" (
	"parent_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" time,
	"end_time" time,
	"reason" text,
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
CREATE TABLE "carer_education_history" (
	"parent_id" uuid NOT NULL,
	"establishment" text NOT NULL,
	"qualification" text NOT NULL,
	"grade" text,
	"from_date" date,
	"to_date" date,
	"certificate" uuid,
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
CREATE TABLE "carer_holiday_details" (
	"parent_id" uuid NOT NULL,
	"day" date NOT NULL,
	"part" text NOT NULL,
	"hours" numeric(14, 2) NOT NULL,
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
CREATE TABLE "carer_holidays" (
	"parent_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" uuid NOT NULL,
	"hours" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"decided_by" uuid,
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
CREATE TABLE "carer_interviews" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"interviewer" text NOT NULL,
	"format" text,
	"outcome" text,
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
CREATE TABLE "carer_name_history" (
	"parent_id" uuid NOT NULL,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"reason" text,
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
CREATE TABLE "carer_recruitment_info" (
	"parent_id" uuid NOT NULL,
	"source" text,
	"referred_by" text,
	"vacancy" uuid,
	"applied_on" date,
	"offered_on" date,
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
CREATE TABLE "carer_references" (
	"parent_id" uuid NOT NULL,
	"type" text NOT NULL,
	"referee_name" text NOT NULL,
	"company" text,
	"job_title" text,
	"email" text,
	"phone" text,
	"how_long_known" text,
	"requested_on" date,
	"received_on" date,
	"satisfactory" text,
	"document" uuid,
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
CREATE TABLE "carer_refresher_training" (
	"parent_id" uuid NOT NULL,
	"course" uuid NOT NULL,
	"due_on" date NOT NULL,
	"booked_for" date,
	"attended" text,
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
CREATE TABLE "carer_return_to_work" (
	"parent_id" uuid NOT NULL,
	"absent_from" date NOT NULL,
	"absent_to" date NOT NULL,
	"reason" text NOT NULL,
	"interviewed_on" date NOT NULL,
	"interviewed_by" uuid,
	"fit_to_work" boolean DEFAULT false NOT NULL,
	"adjustments" text,
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
CREATE TABLE "carer_right_to_work" (
	"parent_id" uuid NOT NULL,
	"method" text NOT NULL,
	"share_code" text,
	"result" text NOT NULL,
	"permission" text NOT NULL,
	"expires_on" date,
	"follow_up_on" date,
	"documents" uuid,
	"checked_on" date NOT NULL,
	"checked_by" uuid,
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
CREATE TABLE "carer_risk_assessments" (
	"parent_id" uuid NOT NULL,
	"assessed_on" date NOT NULL,
	"hazard" text NOT NULL,
	"description" text NOT NULL,
	"likelihood" integer NOT NULL,
	"severity" integer NOT NULL,
	"rating" integer,
	"controls" text NOT NULL,
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
CREATE TABLE "carer_shadowing_checks" (
	"parent_id" uuid NOT NULL,
	"shadowed_on" date NOT NULL,
	"shadowed_with" uuid NOT NULL,
	"client" uuid,
	"hours" numeric(14, 2),
	"competent" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "carer_spot_checks" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"held_by" uuid NOT NULL,
	"client" uuid,
	"arrived_on_time" boolean DEFAULT false NOT NULL,
	"uniform_and_id" boolean DEFAULT false NOT NULL,
	"ppe_used" boolean DEFAULT false NOT NULL,
	"care_plan_followed" boolean DEFAULT false NOT NULL,
	"records_complete" boolean DEFAULT false NOT NULL,
	"dignity" boolean DEFAULT false NOT NULL,
	"outcome" text NOT NULL,
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
CREATE TABLE "carer_student_visa_terms" (
	"parent_id" uuid NOT NULL,
	"institution" text NOT NULL,
	"term_start" date NOT NULL,
	"term_end" date NOT NULL,
	"weekly_hours_limit" integer NOT NULL,
	"visa_ends_on" date NOT NULL,
	"evidence" uuid,
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
CREATE TABLE "carer_supervisions" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"held_by" uuid NOT NULL,
	"type" text NOT NULL,
	"topics" text NOT NULL,
	"wellbeing" text,
	"actions" text,
	"outcome" text NOT NULL,
	"signature" text,
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
CREATE TABLE "carer_training_records" (
	"parent_id" uuid NOT NULL,
	"course" uuid NOT NULL,
	"completed_on" date NOT NULL,
	"expires_on" date,
	"provider" text,
	"certificate" uuid,
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
CREATE TABLE "carer_uniform" (
	"parent_id" uuid NOT NULL,
	"item" text NOT NULL,
	"size" text,
	"quantity" integer NOT NULL,
	"issued_on" date NOT NULL,
	"returned_on" date,
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
CREATE TABLE "carer_uploads" (
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
CREATE TABLE "carer_work_history" (
	"parent_id" uuid NOT NULL,
	"employer" text NOT NULL,
	"job_title" text NOT NULL,
	"employer_address" text,
	"from_date" date NOT NULL,
	"to_date" date,
	"responsibilities" text,
	"with_vulnerable_people" boolean DEFAULT false NOT NULL,
	"reason_for_leaving" text,
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
CREATE TABLE "carers" (
	"title" text,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"preferred_name" text,
	"date_of_birth" date NOT NULL,
	"gender" text,
	"email" text,
	"mobile" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"branch" uuid NOT NULL,
	"start_date" date NOT NULL,
	"left_on" date,
	"hours_type" text NOT NULL,
	"weekly_hours" numeric(14, 2),
	"ni_number" text,
	"payroll_number" text,
	"is_driver" boolean DEFAULT false NOT NULL,
	"user" uuid,
	"notes" text,
	"status" text NOT NULL,
	"status_reason" text,
	"role" text NOT NULL,
	"applicant" uuid,
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
CREATE TABLE "employee_address_history" (
	"parent_id" uuid NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text,
	"from_date" date NOT NULL,
	"to_date" date,
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
CREATE TABLE "employee_annual_appraisals" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"held_by" uuid NOT NULL,
	"performance" text NOT NULL,
	"achievements" text,
	"objectives" text NOT NULL,
	"training" text,
	"signature" text,
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
CREATE TABLE "employee_call_logs" (
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
CREATE TABLE "employee_dbs_checks" (
	"parent_id" uuid NOT NULL,
	"certificate_number" text NOT NULL,
	"issued_on" date NOT NULL,
	"level" text NOT NULL,
	"barred_list_result" text NOT NULL,
	"disclosures" text,
	"disclosure_notes" text,
	"update_service_consent" boolean DEFAULT false NOT NULL,
	"update_service_checked_on" date,
	"update_service_result" text,
	"verified_by" uuid,
	"verified_on" date,
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
CREATE TABLE "employee_dbs_documents" (
	"parent_id" uuid NOT NULL,
	"certificate_number" text NOT NULL,
	"issued_on" date NOT NULL,
	"copy" uuid NOT NULL,
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
CREATE TABLE "employee_dbs_risk_assessments" (
	"parent_id" uuid NOT NULL,
	"assessed_on" date NOT NULL,
	"disclosure" text NOT NULL,
	"relevance" text,
	"risk_level" text NOT NULL,
	"decision" text NOT NULL,
	"controls" text,
	"review_on" date,
	"assessed_by" uuid,
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
CREATE TABLE "employee_discussion_notes" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"held_by" uuid NOT NULL,
	"subject" text NOT NULL,
	"notes" text NOT NULL,
	"follow_up_on" date,
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
CREATE TABLE "employee_education_history" (
	"parent_id" uuid NOT NULL,
	"establishment" text NOT NULL,
	"qualification" text NOT NULL,
	"grade" text,
	"from_date" date,
	"to_date" date,
	"certificate" uuid,
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
CREATE TABLE "employee_holiday_details" (
	"parent_id" uuid NOT NULL,
	"day" date NOT NULL,
	"part" text NOT NULL,
	"hours" numeric(14, 2) NOT NULL,
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
CREATE TABLE "employee_holidays" (
	"parent_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" uuid NOT NULL,
	"hours" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"decided_by" uuid,
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
CREATE TABLE "employee_interviews" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"interviewer" text NOT NULL,
	"format" text,
	"outcome" text,
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
CREATE TABLE "employee_name_history" (
	"parent_id" uuid NOT NULL,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"reason" text,
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
CREATE TABLE "employee_probation_reviews" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"held_by" uuid NOT NULL,
	"stage" text NOT NULL,
	"decision" text NOT NULL,
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
CREATE TABLE "employee_recruitment_info" (
	"parent_id" uuid NOT NULL,
	"source" text,
	"referred_by" text,
	"vacancy" uuid,
	"applied_on" date,
	"offered_on" date,
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
CREATE TABLE "employee_references" (
	"parent_id" uuid NOT NULL,
	"type" text NOT NULL,
	"referee_name" text NOT NULL,
	"company" text,
	"job_title" text,
	"email" text,
	"phone" text,
	"how_long_known" text,
	"requested_on" date,
	"received_on" date,
	"satisfactory" text,
	"document" uuid,
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
CREATE TABLE "employee_return_to_work" (
	"parent_id" uuid NOT NULL,
	"absent_from" date NOT NULL,
	"absent_to" date NOT NULL,
	"reason" text NOT NULL,
	"interviewed_on" date NOT NULL,
	"interviewed_by" uuid,
	"fit_to_work" boolean DEFAULT false NOT NULL,
	"adjustments" text,
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
CREATE TABLE "employee_right_to_work" (
	"parent_id" uuid NOT NULL,
	"method" text NOT NULL,
	"share_code" text,
	"result" text NOT NULL,
	"permission" text NOT NULL,
	"expires_on" date,
	"follow_up_on" date,
	"documents" uuid,
	"checked_on" date NOT NULL,
	"checked_by" uuid,
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
CREATE TABLE "employee_student_visa_terms" (
	"parent_id" uuid NOT NULL,
	"institution" text NOT NULL,
	"term_start" date NOT NULL,
	"term_end" date NOT NULL,
	"weekly_hours_limit" integer NOT NULL,
	"visa_ends_on" date NOT NULL,
	"evidence" uuid,
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
CREATE TABLE "employee_supervisions" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"held_by" uuid NOT NULL,
	"type" text NOT NULL,
	"topics" text NOT NULL,
	"wellbeing" text,
	"actions" text,
	"outcome" text NOT NULL,
	"signature" text,
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
CREATE TABLE "employee_supervisions_new" (
	"parent_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"held_by" uuid NOT NULL,
	"workload" text NOT NULL,
	"performance" text NOT NULL,
	"development" text,
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
CREATE TABLE "employee_training_records" (
	"parent_id" uuid NOT NULL,
	"course" uuid NOT NULL,
	"completed_on" date NOT NULL,
	"expires_on" date,
	"provider" text,
	"certificate" uuid,
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
CREATE TABLE "employee_uploads" (
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
CREATE TABLE "employee_work_history" (
	"parent_id" uuid NOT NULL,
	"employer" text NOT NULL,
	"job_title" text NOT NULL,
	"employer_address" text,
	"from_date" date NOT NULL,
	"to_date" date,
	"responsibilities" text,
	"with_vulnerable_people" boolean DEFAULT false NOT NULL,
	"reason_for_leaving" text,
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
CREATE TABLE "employees" (
	"title" text,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"preferred_name" text,
	"date_of_birth" date NOT NULL,
	"gender" text,
	"email" text,
	"mobile" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"branch" uuid NOT NULL,
	"start_date" date NOT NULL,
	"left_on" date,
	"hours_type" text NOT NULL,
	"weekly_hours" numeric(14, 2),
	"ni_number" text,
	"payroll_number" text,
	"is_driver" boolean DEFAULT false NOT NULL,
	"user" uuid,
	"notes" text,
	"status" text NOT NULL,
	"status_reason" text,
	"role" text NOT NULL,
	"job_title" text,
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
CREATE TABLE "staff_settings" (
	"name" text NOT NULL,
	"supervision_months" integer,
	"spot_check_months" integer,
	"appraisal_months" integer,
	"expiry_warning_days" integer,
	"dbs_recheck_months" integer,
	"leave_year_start_month" integer,
	"holiday_weeks" numeric(14, 1),
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
CREATE TABLE "training_courses" (
	"name" text NOT NULL,
	"validity_months" integer,
	"mandatory" boolean DEFAULT true NOT NULL,
	"applies_to" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
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
CREATE INDEX "carer_address_history_from_date_idx" ON "carer_address_history" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_address_history_address1_idx" ON "carer_address_history" USING btree ("organisation_id","parent_id","address1","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_address_history_town_idx" ON "carer_address_history" USING btree ("organisation_id","parent_id","town","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_address_history_postcode_idx" ON "carer_address_history" USING btree ("organisation_id","parent_id","postcode","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_address_history_to_date_idx" ON "carer_address_history" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_address_history_created_idx" ON "carer_address_history" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_annual_appraisals_held_on_idx" ON "carer_annual_appraisals" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_annual_appraisals_held_by_idx" ON "carer_annual_appraisals" USING btree ("organisation_id","parent_id","held_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_annual_appraisals_performance_idx" ON "carer_annual_appraisals" USING btree ("organisation_id","parent_id","performance","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_annual_appraisals_created_idx" ON "carer_annual_appraisals" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_app_experience_recorded_on_idx" ON "carer_app_experience" USING btree ("organisation_id","parent_id","recorded_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_app_experience_rating_idx" ON "carer_app_experience" USING btree ("organisation_id","parent_id","rating","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_app_experience_created_idx" ON "carer_app_experience" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_booster_vaccines_given_on_idx" ON "carer_booster_vaccines" USING btree ("organisation_id","parent_id","given_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_booster_vaccines_vaccine_idx" ON "carer_booster_vaccines" USING btree ("organisation_id","parent_id","vaccine","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_booster_vaccines_created_idx" ON "carer_booster_vaccines" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_call_logs_called_at_idx" ON "carer_call_logs" USING btree ("organisation_id","parent_id","called_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_call_logs_direction_idx" ON "carer_call_logs" USING btree ("organisation_id","parent_id","direction","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_call_logs_other_party_idx" ON "carer_call_logs" USING btree ("organisation_id","parent_id","other_party","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_call_logs_reason_idx" ON "carer_call_logs" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_call_logs_follow_up_by_idx" ON "carer_call_logs" USING btree ("organisation_id","parent_id","follow_up_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_call_logs_created_idx" ON "carer_call_logs" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_call_logs_other_party_trgm_idx" ON "carer_call_logs" USING gin ("other_party" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carer_call_logs_reason_trgm_idx" ON "carer_call_logs" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carer_competency_checks_held_on_idx" ON "carer_competency_checks" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_competency_checks_area_idx" ON "carer_competency_checks" USING btree ("organisation_id","parent_id","area","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_competency_checks_result_idx" ON "carer_competency_checks" USING btree ("organisation_id","parent_id","result","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_competency_checks_held_by_idx" ON "carer_competency_checks" USING btree ("organisation_id","parent_id","held_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_competency_checks_created_idx" ON "carer_competency_checks" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_complaints_received_on_idx" ON "carer_complaints" USING btree ("organisation_id","parent_id","received_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_complaints_from_idx" ON "carer_complaints" USING btree ("organisation_id","parent_id","from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_complaints_client_idx" ON "carer_complaints" USING btree ("organisation_id","parent_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_complaints_outcome_idx" ON "carer_complaints" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_complaints_closed_on_idx" ON "carer_complaints" USING btree ("organisation_id","parent_id","closed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_complaints_created_idx" ON "carer_complaints" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_compliments_received_on_idx" ON "carer_compliments" USING btree ("organisation_id","parent_id","received_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_compliments_from_idx" ON "carer_compliments" USING btree ("organisation_id","parent_id","from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_compliments_client_idx" ON "carer_compliments" USING btree ("organisation_id","parent_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_compliments_created_idx" ON "carer_compliments" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_checks_issued_on_idx" ON "carer_dbs_checks" USING btree ("organisation_id","parent_id","issued_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_checks_certificate_number_idx" ON "carer_dbs_checks" USING btree ("organisation_id","parent_id","certificate_number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_checks_level_idx" ON "carer_dbs_checks" USING btree ("organisation_id","parent_id","level","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_checks_barred_list_result_idx" ON "carer_dbs_checks" USING btree ("organisation_id","parent_id","barred_list_result","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_checks_update_service_checked_on_idx" ON "carer_dbs_checks" USING btree ("organisation_id","parent_id","update_service_checked_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_checks_created_idx" ON "carer_dbs_checks" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_documents_issued_on_idx" ON "carer_dbs_documents" USING btree ("organisation_id","parent_id","issued_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_documents_certificate_number_idx" ON "carer_dbs_documents" USING btree ("organisation_id","parent_id","certificate_number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_documents_copy_idx" ON "carer_dbs_documents" USING btree ("organisation_id","parent_id","copy","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_documents_created_idx" ON "carer_dbs_documents" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_risk_assessments_assessed_on_idx" ON "carer_dbs_risk_assessments" USING btree ("organisation_id","parent_id","assessed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_risk_assessments_risk_level_idx" ON "carer_dbs_risk_assessments" USING btree ("organisation_id","parent_id","risk_level","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_risk_assessments_decision_idx" ON "carer_dbs_risk_assessments" USING btree ("organisation_id","parent_id","decision","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_risk_assessments_review_on_idx" ON "carer_dbs_risk_assessments" USING btree ("organisation_id","parent_id","review_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_dbs_risk_assessments_created_idx" ON "carer_dbs_risk_assessments" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_discussion_notes_held_on_idx" ON "carer_discussion_notes" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_discussion_notes_subject_idx" ON "carer_discussion_notes" USING btree ("organisation_id","parent_id","subject","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_discussion_notes_held_by_idx" ON "carer_discussion_notes" USING btree ("organisation_id","parent_id","held_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_discussion_notes_follow_up_on_idx" ON "carer_discussion_notes" USING btree ("organisation_id","parent_id","follow_up_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_discussion_notes_created_idx" ON "carer_discussion_notes" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_duty_temporary_days_from_date_idx" ON "carer_duty_temporary_days" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_duty_temporary_days_to_date_idx" ON "carer_duty_temporary_days" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_duty_temporary_days_reason_idx" ON "carer_duty_temporary_days" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_duty_temporary_days_created_idx" ON "carer_duty_temporary_days" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_education_history_to_date_idx" ON "carer_education_history" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_education_history_qualification_idx" ON "carer_education_history" USING btree ("organisation_id","parent_id","qualification","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_education_history_establishment_idx" ON "carer_education_history" USING btree ("organisation_id","parent_id","establishment","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_education_history_grade_idx" ON "carer_education_history" USING btree ("organisation_id","parent_id","grade","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_education_history_created_idx" ON "carer_education_history" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_holiday_details_day_idx" ON "carer_holiday_details" USING btree ("organisation_id","parent_id","day","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_holiday_details_part_idx" ON "carer_holiday_details" USING btree ("organisation_id","parent_id","part","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_holiday_details_hours_idx" ON "carer_holiday_details" USING btree ("organisation_id","parent_id","hours","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_holiday_details_created_idx" ON "carer_holiday_details" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_holidays_from_date_idx" ON "carer_holidays" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_holidays_to_date_idx" ON "carer_holidays" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_holidays_reason_idx" ON "carer_holidays" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_holidays_hours_idx" ON "carer_holidays" USING btree ("organisation_id","parent_id","hours","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_holidays_status_idx" ON "carer_holidays" USING btree ("organisation_id","parent_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_holidays_created_idx" ON "carer_holidays" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_interviews_held_on_idx" ON "carer_interviews" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_interviews_interviewer_idx" ON "carer_interviews" USING btree ("organisation_id","parent_id","interviewer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_interviews_format_idx" ON "carer_interviews" USING btree ("organisation_id","parent_id","format","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_interviews_outcome_idx" ON "carer_interviews" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_interviews_created_idx" ON "carer_interviews" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_name_history_from_date_idx" ON "carer_name_history" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_name_history_forename_idx" ON "carer_name_history" USING btree ("organisation_id","parent_id","forename","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_name_history_surname_idx" ON "carer_name_history" USING btree ("organisation_id","parent_id","surname","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_name_history_to_date_idx" ON "carer_name_history" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_name_history_reason_idx" ON "carer_name_history" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_name_history_created_idx" ON "carer_name_history" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_recruitment_info_applied_on_idx" ON "carer_recruitment_info" USING btree ("organisation_id","parent_id","applied_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_recruitment_info_source_idx" ON "carer_recruitment_info" USING btree ("organisation_id","parent_id","source","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_recruitment_info_offered_on_idx" ON "carer_recruitment_info" USING btree ("organisation_id","parent_id","offered_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_recruitment_info_vacancy_idx" ON "carer_recruitment_info" USING btree ("organisation_id","parent_id","vacancy","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_recruitment_info_created_idx" ON "carer_recruitment_info" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_references_requested_on_idx" ON "carer_references" USING btree ("organisation_id","parent_id","requested_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_references_type_idx" ON "carer_references" USING btree ("organisation_id","parent_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_references_referee_name_idx" ON "carer_references" USING btree ("organisation_id","parent_id","referee_name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_references_company_idx" ON "carer_references" USING btree ("organisation_id","parent_id","company","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_references_received_on_idx" ON "carer_references" USING btree ("organisation_id","parent_id","received_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_references_satisfactory_idx" ON "carer_references" USING btree ("organisation_id","parent_id","satisfactory","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_references_created_idx" ON "carer_references" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_refresher_training_due_on_idx" ON "carer_refresher_training" USING btree ("organisation_id","parent_id","due_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_refresher_training_course_idx" ON "carer_refresher_training" USING btree ("organisation_id","parent_id","course","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_refresher_training_booked_for_idx" ON "carer_refresher_training" USING btree ("organisation_id","parent_id","booked_for","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_refresher_training_attended_idx" ON "carer_refresher_training" USING btree ("organisation_id","parent_id","attended","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_refresher_training_created_idx" ON "carer_refresher_training" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_return_to_work_absent_from_idx" ON "carer_return_to_work" USING btree ("organisation_id","parent_id","absent_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_return_to_work_absent_to_idx" ON "carer_return_to_work" USING btree ("organisation_id","parent_id","absent_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_return_to_work_interviewed_on_idx" ON "carer_return_to_work" USING btree ("organisation_id","parent_id","interviewed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_return_to_work_fit_to_work_idx" ON "carer_return_to_work" USING btree ("organisation_id","parent_id","fit_to_work","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_return_to_work_created_idx" ON "carer_return_to_work" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_right_to_work_checked_on_idx" ON "carer_right_to_work" USING btree ("organisation_id","parent_id","checked_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_right_to_work_method_idx" ON "carer_right_to_work" USING btree ("organisation_id","parent_id","method","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_right_to_work_result_idx" ON "carer_right_to_work" USING btree ("organisation_id","parent_id","result","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_right_to_work_permission_idx" ON "carer_right_to_work" USING btree ("organisation_id","parent_id","permission","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_right_to_work_expires_on_idx" ON "carer_right_to_work" USING btree ("organisation_id","parent_id","expires_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_right_to_work_created_idx" ON "carer_right_to_work" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_risk_assessments_assessed_on_idx" ON "carer_risk_assessments" USING btree ("organisation_id","parent_id","assessed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_risk_assessments_hazard_idx" ON "carer_risk_assessments" USING btree ("organisation_id","parent_id","hazard","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_risk_assessments_rating_idx" ON "carer_risk_assessments" USING btree ("organisation_id","parent_id","rating","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_risk_assessments_review_on_idx" ON "carer_risk_assessments" USING btree ("organisation_id","parent_id","review_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_risk_assessments_created_idx" ON "carer_risk_assessments" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_shadowing_checks_shadowed_on_idx" ON "carer_shadowing_checks" USING btree ("organisation_id","parent_id","shadowed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_shadowing_checks_shadowed_with_idx" ON "carer_shadowing_checks" USING btree ("organisation_id","parent_id","shadowed_with","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_shadowing_checks_hours_idx" ON "carer_shadowing_checks" USING btree ("organisation_id","parent_id","hours","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_shadowing_checks_competent_idx" ON "carer_shadowing_checks" USING btree ("organisation_id","parent_id","competent","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_shadowing_checks_created_idx" ON "carer_shadowing_checks" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_spot_checks_held_on_idx" ON "carer_spot_checks" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_spot_checks_client_idx" ON "carer_spot_checks" USING btree ("organisation_id","parent_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_spot_checks_held_by_idx" ON "carer_spot_checks" USING btree ("organisation_id","parent_id","held_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_spot_checks_outcome_idx" ON "carer_spot_checks" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_spot_checks_created_idx" ON "carer_spot_checks" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_student_visa_terms_term_start_idx" ON "carer_student_visa_terms" USING btree ("organisation_id","parent_id","term_start","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_student_visa_terms_institution_idx" ON "carer_student_visa_terms" USING btree ("organisation_id","parent_id","institution","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_student_visa_terms_term_end_idx" ON "carer_student_visa_terms" USING btree ("organisation_id","parent_id","term_end","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_student_visa_terms_weekly_hours_limit_idx" ON "carer_student_visa_terms" USING btree ("organisation_id","parent_id","weekly_hours_limit","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_student_visa_terms_visa_ends_on_idx" ON "carer_student_visa_terms" USING btree ("organisation_id","parent_id","visa_ends_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_student_visa_terms_created_idx" ON "carer_student_visa_terms" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_supervisions_held_on_idx" ON "carer_supervisions" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_supervisions_type_idx" ON "carer_supervisions" USING btree ("organisation_id","parent_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_supervisions_held_by_idx" ON "carer_supervisions" USING btree ("organisation_id","parent_id","held_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_supervisions_outcome_idx" ON "carer_supervisions" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_supervisions_created_idx" ON "carer_supervisions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_training_records_completed_on_idx" ON "carer_training_records" USING btree ("organisation_id","parent_id","completed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_training_records_course_idx" ON "carer_training_records" USING btree ("organisation_id","parent_id","course","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_training_records_expires_on_idx" ON "carer_training_records" USING btree ("organisation_id","parent_id","expires_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_training_records_provider_idx" ON "carer_training_records" USING btree ("organisation_id","parent_id","provider","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_training_records_created_idx" ON "carer_training_records" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uniform_issued_on_idx" ON "carer_uniform" USING btree ("organisation_id","parent_id","issued_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uniform_item_idx" ON "carer_uniform" USING btree ("organisation_id","parent_id","item","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uniform_size_idx" ON "carer_uniform" USING btree ("organisation_id","parent_id","size","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uniform_quantity_idx" ON "carer_uniform" USING btree ("organisation_id","parent_id","quantity","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uniform_returned_on_idx" ON "carer_uniform" USING btree ("organisation_id","parent_id","returned_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uniform_created_idx" ON "carer_uniform" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uploads_title_idx" ON "carer_uploads" USING btree ("organisation_id","parent_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uploads_document_type_idx" ON "carer_uploads" USING btree ("organisation_id","parent_id","document_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uploads_file_idx" ON "carer_uploads" USING btree ("organisation_id","parent_id","file","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uploads_expiry_date_idx" ON "carer_uploads" USING btree ("organisation_id","parent_id","expiry_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uploads_created_idx" ON "carer_uploads" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_uploads_title_trgm_idx" ON "carer_uploads" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carer_work_history_from_date_idx" ON "carer_work_history" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_work_history_employer_idx" ON "carer_work_history" USING btree ("organisation_id","parent_id","employer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_work_history_job_title_idx" ON "carer_work_history" USING btree ("organisation_id","parent_id","job_title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_work_history_to_date_idx" ON "carer_work_history" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_work_history_with_vulnerable_people_idx" ON "carer_work_history" USING btree ("organisation_id","parent_id","with_vulnerable_people","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_work_history_created_idx" ON "carer_work_history" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_surname_idx" ON "carers" USING btree ("organisation_id","surname","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_forename_idx" ON "carers" USING btree ("organisation_id","forename","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_mobile_idx" ON "carers" USING btree ("organisation_id","mobile","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_postcode_idx" ON "carers" USING btree ("organisation_id","postcode","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_branch_idx" ON "carers" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_role_idx" ON "carers" USING btree ("organisation_id","role","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_status_idx" ON "carers" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_is_driver_idx" ON "carers" USING btree ("organisation_id","is_driver","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_created_idx" ON "carers" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_surname_trgm_idx" ON "carers" USING gin ("surname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carers_forename_trgm_idx" ON "carers" USING gin ("forename" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carers_preferred_name_trgm_idx" ON "carers" USING gin ("preferred_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carers_mobile_trgm_idx" ON "carers" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carers_postcode_trgm_idx" ON "carers" USING gin ("postcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_address_history_from_date_idx" ON "employee_address_history" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_address_history_address1_idx" ON "employee_address_history" USING btree ("organisation_id","parent_id","address1","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_address_history_town_idx" ON "employee_address_history" USING btree ("organisation_id","parent_id","town","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_address_history_postcode_idx" ON "employee_address_history" USING btree ("organisation_id","parent_id","postcode","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_address_history_to_date_idx" ON "employee_address_history" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_address_history_created_idx" ON "employee_address_history" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_annual_appraisals_held_on_idx" ON "employee_annual_appraisals" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_annual_appraisals_held_by_idx" ON "employee_annual_appraisals" USING btree ("organisation_id","parent_id","held_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_annual_appraisals_performance_idx" ON "employee_annual_appraisals" USING btree ("organisation_id","parent_id","performance","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_annual_appraisals_created_idx" ON "employee_annual_appraisals" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_call_logs_called_at_idx" ON "employee_call_logs" USING btree ("organisation_id","parent_id","called_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_call_logs_direction_idx" ON "employee_call_logs" USING btree ("organisation_id","parent_id","direction","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_call_logs_other_party_idx" ON "employee_call_logs" USING btree ("organisation_id","parent_id","other_party","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_call_logs_reason_idx" ON "employee_call_logs" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_call_logs_follow_up_by_idx" ON "employee_call_logs" USING btree ("organisation_id","parent_id","follow_up_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_call_logs_created_idx" ON "employee_call_logs" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_call_logs_other_party_trgm_idx" ON "employee_call_logs" USING gin ("other_party" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_call_logs_reason_trgm_idx" ON "employee_call_logs" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_dbs_checks_issued_on_idx" ON "employee_dbs_checks" USING btree ("organisation_id","parent_id","issued_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_checks_certificate_number_idx" ON "employee_dbs_checks" USING btree ("organisation_id","parent_id","certificate_number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_checks_level_idx" ON "employee_dbs_checks" USING btree ("organisation_id","parent_id","level","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_checks_barred_list_result_idx" ON "employee_dbs_checks" USING btree ("organisation_id","parent_id","barred_list_result","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_checks_update_service_checked_on_idx" ON "employee_dbs_checks" USING btree ("organisation_id","parent_id","update_service_checked_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_checks_created_idx" ON "employee_dbs_checks" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_documents_issued_on_idx" ON "employee_dbs_documents" USING btree ("organisation_id","parent_id","issued_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_documents_certificate_number_idx" ON "employee_dbs_documents" USING btree ("organisation_id","parent_id","certificate_number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_documents_copy_idx" ON "employee_dbs_documents" USING btree ("organisation_id","parent_id","copy","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_documents_created_idx" ON "employee_dbs_documents" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_risk_assessments_assessed_on_idx" ON "employee_dbs_risk_assessments" USING btree ("organisation_id","parent_id","assessed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_risk_assessments_risk_level_idx" ON "employee_dbs_risk_assessments" USING btree ("organisation_id","parent_id","risk_level","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_risk_assessments_decision_idx" ON "employee_dbs_risk_assessments" USING btree ("organisation_id","parent_id","decision","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_risk_assessments_review_on_idx" ON "employee_dbs_risk_assessments" USING btree ("organisation_id","parent_id","review_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_dbs_risk_assessments_created_idx" ON "employee_dbs_risk_assessments" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_discussion_notes_held_on_idx" ON "employee_discussion_notes" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_discussion_notes_subject_idx" ON "employee_discussion_notes" USING btree ("organisation_id","parent_id","subject","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_discussion_notes_held_by_idx" ON "employee_discussion_notes" USING btree ("organisation_id","parent_id","held_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_discussion_notes_follow_up_on_idx" ON "employee_discussion_notes" USING btree ("organisation_id","parent_id","follow_up_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_discussion_notes_created_idx" ON "employee_discussion_notes" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_education_history_to_date_idx" ON "employee_education_history" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_education_history_qualification_idx" ON "employee_education_history" USING btree ("organisation_id","parent_id","qualification","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_education_history_establishment_idx" ON "employee_education_history" USING btree ("organisation_id","parent_id","establishment","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_education_history_grade_idx" ON "employee_education_history" USING btree ("organisation_id","parent_id","grade","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_education_history_created_idx" ON "employee_education_history" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_holiday_details_day_idx" ON "employee_holiday_details" USING btree ("organisation_id","parent_id","day","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_holiday_details_part_idx" ON "employee_holiday_details" USING btree ("organisation_id","parent_id","part","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_holiday_details_hours_idx" ON "employee_holiday_details" USING btree ("organisation_id","parent_id","hours","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_holiday_details_created_idx" ON "employee_holiday_details" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_holidays_from_date_idx" ON "employee_holidays" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_holidays_to_date_idx" ON "employee_holidays" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_holidays_reason_idx" ON "employee_holidays" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_holidays_hours_idx" ON "employee_holidays" USING btree ("organisation_id","parent_id","hours","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_holidays_status_idx" ON "employee_holidays" USING btree ("organisation_id","parent_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_holidays_created_idx" ON "employee_holidays" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_interviews_held_on_idx" ON "employee_interviews" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_interviews_interviewer_idx" ON "employee_interviews" USING btree ("organisation_id","parent_id","interviewer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_interviews_format_idx" ON "employee_interviews" USING btree ("organisation_id","parent_id","format","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_interviews_outcome_idx" ON "employee_interviews" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_interviews_created_idx" ON "employee_interviews" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_name_history_from_date_idx" ON "employee_name_history" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_name_history_forename_idx" ON "employee_name_history" USING btree ("organisation_id","parent_id","forename","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_name_history_surname_idx" ON "employee_name_history" USING btree ("organisation_id","parent_id","surname","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_name_history_to_date_idx" ON "employee_name_history" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_name_history_reason_idx" ON "employee_name_history" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_name_history_created_idx" ON "employee_name_history" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_probation_reviews_held_on_idx" ON "employee_probation_reviews" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_probation_reviews_stage_idx" ON "employee_probation_reviews" USING btree ("organisation_id","parent_id","stage","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_probation_reviews_decision_idx" ON "employee_probation_reviews" USING btree ("organisation_id","parent_id","decision","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_probation_reviews_held_by_idx" ON "employee_probation_reviews" USING btree ("organisation_id","parent_id","held_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_probation_reviews_created_idx" ON "employee_probation_reviews" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_recruitment_info_applied_on_idx" ON "employee_recruitment_info" USING btree ("organisation_id","parent_id","applied_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_recruitment_info_source_idx" ON "employee_recruitment_info" USING btree ("organisation_id","parent_id","source","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_recruitment_info_offered_on_idx" ON "employee_recruitment_info" USING btree ("organisation_id","parent_id","offered_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_recruitment_info_vacancy_idx" ON "employee_recruitment_info" USING btree ("organisation_id","parent_id","vacancy","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_recruitment_info_created_idx" ON "employee_recruitment_info" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_references_requested_on_idx" ON "employee_references" USING btree ("organisation_id","parent_id","requested_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_references_type_idx" ON "employee_references" USING btree ("organisation_id","parent_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_references_referee_name_idx" ON "employee_references" USING btree ("organisation_id","parent_id","referee_name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_references_company_idx" ON "employee_references" USING btree ("organisation_id","parent_id","company","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_references_received_on_idx" ON "employee_references" USING btree ("organisation_id","parent_id","received_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_references_satisfactory_idx" ON "employee_references" USING btree ("organisation_id","parent_id","satisfactory","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_references_created_idx" ON "employee_references" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_return_to_work_absent_from_idx" ON "employee_return_to_work" USING btree ("organisation_id","parent_id","absent_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_return_to_work_absent_to_idx" ON "employee_return_to_work" USING btree ("organisation_id","parent_id","absent_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_return_to_work_interviewed_on_idx" ON "employee_return_to_work" USING btree ("organisation_id","parent_id","interviewed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_return_to_work_fit_to_work_idx" ON "employee_return_to_work" USING btree ("organisation_id","parent_id","fit_to_work","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_return_to_work_created_idx" ON "employee_return_to_work" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_right_to_work_checked_on_idx" ON "employee_right_to_work" USING btree ("organisation_id","parent_id","checked_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_right_to_work_method_idx" ON "employee_right_to_work" USING btree ("organisation_id","parent_id","method","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_right_to_work_result_idx" ON "employee_right_to_work" USING btree ("organisation_id","parent_id","result","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_right_to_work_permission_idx" ON "employee_right_to_work" USING btree ("organisation_id","parent_id","permission","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_right_to_work_expires_on_idx" ON "employee_right_to_work" USING btree ("organisation_id","parent_id","expires_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_right_to_work_created_idx" ON "employee_right_to_work" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_student_visa_terms_term_start_idx" ON "employee_student_visa_terms" USING btree ("organisation_id","parent_id","term_start","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_student_visa_terms_institution_idx" ON "employee_student_visa_terms" USING btree ("organisation_id","parent_id","institution","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_student_visa_terms_term_end_idx" ON "employee_student_visa_terms" USING btree ("organisation_id","parent_id","term_end","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_student_visa_terms_weekly_hours_limit_idx" ON "employee_student_visa_terms" USING btree ("organisation_id","parent_id","weekly_hours_limit","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_student_visa_terms_visa_ends_on_idx" ON "employee_student_visa_terms" USING btree ("organisation_id","parent_id","visa_ends_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_student_visa_terms_created_idx" ON "employee_student_visa_terms" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_supervisions_held_on_idx" ON "employee_supervisions" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_supervisions_type_idx" ON "employee_supervisions" USING btree ("organisation_id","parent_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_supervisions_held_by_idx" ON "employee_supervisions" USING btree ("organisation_id","parent_id","held_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_supervisions_outcome_idx" ON "employee_supervisions" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_supervisions_created_idx" ON "employee_supervisions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_supervisions_new_held_on_idx" ON "employee_supervisions_new" USING btree ("organisation_id","parent_id","held_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_supervisions_new_held_by_idx" ON "employee_supervisions_new" USING btree ("organisation_id","parent_id","held_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_supervisions_new_performance_idx" ON "employee_supervisions_new" USING btree ("organisation_id","parent_id","performance","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_supervisions_new_outcome_idx" ON "employee_supervisions_new" USING btree ("organisation_id","parent_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_supervisions_new_created_idx" ON "employee_supervisions_new" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_training_records_completed_on_idx" ON "employee_training_records" USING btree ("organisation_id","parent_id","completed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_training_records_course_idx" ON "employee_training_records" USING btree ("organisation_id","parent_id","course","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_training_records_expires_on_idx" ON "employee_training_records" USING btree ("organisation_id","parent_id","expires_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_training_records_provider_idx" ON "employee_training_records" USING btree ("organisation_id","parent_id","provider","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_training_records_created_idx" ON "employee_training_records" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_uploads_title_idx" ON "employee_uploads" USING btree ("organisation_id","parent_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_uploads_document_type_idx" ON "employee_uploads" USING btree ("organisation_id","parent_id","document_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_uploads_file_idx" ON "employee_uploads" USING btree ("organisation_id","parent_id","file","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_uploads_expiry_date_idx" ON "employee_uploads" USING btree ("organisation_id","parent_id","expiry_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_uploads_created_idx" ON "employee_uploads" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_uploads_title_trgm_idx" ON "employee_uploads" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_work_history_from_date_idx" ON "employee_work_history" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_work_history_employer_idx" ON "employee_work_history" USING btree ("organisation_id","parent_id","employer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_work_history_job_title_idx" ON "employee_work_history" USING btree ("organisation_id","parent_id","job_title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_work_history_to_date_idx" ON "employee_work_history" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_work_history_with_vulnerable_people_idx" ON "employee_work_history" USING btree ("organisation_id","parent_id","with_vulnerable_people","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employee_work_history_created_idx" ON "employee_work_history" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_surname_idx" ON "employees" USING btree ("organisation_id","surname","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_forename_idx" ON "employees" USING btree ("organisation_id","forename","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_mobile_idx" ON "employees" USING btree ("organisation_id","mobile","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_postcode_idx" ON "employees" USING btree ("organisation_id","postcode","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_branch_idx" ON "employees" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_role_idx" ON "employees" USING btree ("organisation_id","role","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_created_idx" ON "employees" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_surname_trgm_idx" ON "employees" USING gin ("surname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_forename_trgm_idx" ON "employees" USING gin ("forename" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_preferred_name_trgm_idx" ON "employees" USING gin ("preferred_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_mobile_trgm_idx" ON "employees" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_postcode_trgm_idx" ON "employees" USING gin ("postcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_settings_name_idx" ON "staff_settings" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staff_settings_supervision_months_idx" ON "staff_settings" USING btree ("organisation_id","supervision_months","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staff_settings_spot_check_months_idx" ON "staff_settings" USING btree ("organisation_id","spot_check_months","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staff_settings_appraisal_months_idx" ON "staff_settings" USING btree ("organisation_id","appraisal_months","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "staff_settings_created_idx" ON "staff_settings" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_settings_name_uq" ON "staff_settings" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "training_courses_name_idx" ON "training_courses" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "training_courses_validity_months_idx" ON "training_courses" USING btree ("organisation_id","validity_months","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "training_courses_mandatory_idx" ON "training_courses" USING btree ("organisation_id","mandatory","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "training_courses_applies_to_idx" ON "training_courses" USING btree ("organisation_id","applies_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "training_courses_active_idx" ON "training_courses" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "training_courses_created_idx" ON "training_courses" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "training_courses_name_trgm_idx" ON "training_courses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "training_courses_name_uq" ON "training_courses" USING btree ("organisation_id","name") WHERE deleted_at is null;
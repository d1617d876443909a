CREATE TABLE "applicant_address_history" (
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
CREATE TABLE "applicant_dbs_checks" (
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
CREATE TABLE "applicant_education" (
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
CREATE TABLE "applicant_gap_explanations" (
	"parent_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"explanation" text NOT NULL,
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
CREATE TABLE "applicant_identity_documents" (
	"parent_id" uuid NOT NULL,
	"type" text NOT NULL,
	"document_number" text,
	"expires_on" date,
	"copy" uuid NOT NULL,
	"photo" uuid,
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
CREATE TABLE "applicant_interviews" (
	"parent_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"place" text NOT NULL,
	"branch" uuid,
	"interviewer" uuid,
	"state" text NOT NULL,
	"applicant_message" text,
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
CREATE TABLE "applicant_name_history" (
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
CREATE TABLE "applicant_qualifications" (
	"parent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"level" text,
	"awarded_on" date,
	"certificate" uuid,
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
CREATE TABLE "applicant_references" (
	"parent_id" uuid NOT NULL,
	"type" text NOT NULL,
	"referee_name" text NOT NULL,
	"company" text,
	"job_title" text,
	"phone" text,
	"email" text NOT NULL,
	"how_long_known" text,
	"capacity_known" text,
	"may_approach_before_interview" boolean DEFAULT false NOT NULL,
	"request_state" text,
	"requested_on" timestamp with time zone,
	"last_chased_on" timestamp with time zone,
	"times_chased" integer,
	"received_on" timestamp with time zone,
	"satisfactory" text,
	"review_notes" text,
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
CREATE TABLE "applicant_right_to_work" (
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
CREATE TABLE "applicant_work_history" (
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
CREATE TABLE "applicants" (
	"title" text,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"address3" text,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"gender" text,
	"gender_other" text,
	"ethnic_group" text,
	"religious_group" text,
	"nationality" text,
	"communication" text,
	"branch" uuid NOT NULL,
	"vacancy" uuid,
	"position_applied_for" text,
	"source" text,
	"referred_by" text,
	"route" text NOT NULL,
	"stage" text NOT NULL,
	"applied_on" date NOT NULL,
	"cleared_on" date,
	"rejection_reason" text,
	"carer_status" text,
	"is_driver" boolean DEFAULT false NOT NULL,
	"has_uk_driving_licence" boolean DEFAULT false NOT NULL,
	"eligible_to_work_uk" boolean DEFAULT false NOT NULL,
	"availability" text,
	"non_availability" text,
	"employment_status" text,
	"experience" text,
	"supporting_information" text,
	"education_training" text,
	"language_skills" text,
	"criminal_record" text,
	"criminal_record_details" text,
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
CREATE INDEX "applicant_address_history_from_date_idx" ON "applicant_address_history" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_address_history_address1_idx" ON "applicant_address_history" USING btree ("organisation_id","parent_id","address1","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_address_history_town_idx" ON "applicant_address_history" USING btree ("organisation_id","parent_id","town","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_address_history_postcode_idx" ON "applicant_address_history" USING btree ("organisation_id","parent_id","postcode","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_address_history_to_date_idx" ON "applicant_address_history" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_address_history_created_idx" ON "applicant_address_history" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_dbs_checks_issued_on_idx" ON "applicant_dbs_checks" USING btree ("organisation_id","parent_id","issued_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_dbs_checks_certificate_number_idx" ON "applicant_dbs_checks" USING btree ("organisation_id","parent_id","certificate_number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_dbs_checks_level_idx" ON "applicant_dbs_checks" USING btree ("organisation_id","parent_id","level","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_dbs_checks_barred_list_result_idx" ON "applicant_dbs_checks" USING btree ("organisation_id","parent_id","barred_list_result","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_dbs_checks_update_service_checked_on_idx" ON "applicant_dbs_checks" USING btree ("organisation_id","parent_id","update_service_checked_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_dbs_checks_created_idx" ON "applicant_dbs_checks" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_education_to_date_idx" ON "applicant_education" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_education_qualification_idx" ON "applicant_education" USING btree ("organisation_id","parent_id","qualification","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_education_establishment_idx" ON "applicant_education" USING btree ("organisation_id","parent_id","establishment","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_education_grade_idx" ON "applicant_education" USING btree ("organisation_id","parent_id","grade","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_education_created_idx" ON "applicant_education" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_gap_explanations_from_date_idx" ON "applicant_gap_explanations" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_gap_explanations_to_date_idx" ON "applicant_gap_explanations" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_gap_explanations_created_idx" ON "applicant_gap_explanations" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_identity_documents_verified_on_idx" ON "applicant_identity_documents" USING btree ("organisation_id","parent_id","verified_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_identity_documents_type_idx" ON "applicant_identity_documents" USING btree ("organisation_id","parent_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_identity_documents_expires_on_idx" ON "applicant_identity_documents" USING btree ("organisation_id","parent_id","expires_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_identity_documents_created_idx" ON "applicant_identity_documents" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_interviews_starts_at_idx" ON "applicant_interviews" USING btree ("organisation_id","parent_id","starts_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_interviews_place_idx" ON "applicant_interviews" USING btree ("organisation_id","parent_id","place","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_interviews_interviewer_idx" ON "applicant_interviews" USING btree ("organisation_id","parent_id","interviewer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_interviews_state_idx" ON "applicant_interviews" USING btree ("organisation_id","parent_id","state","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_interviews_created_idx" ON "applicant_interviews" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_name_history_from_date_idx" ON "applicant_name_history" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_name_history_forename_idx" ON "applicant_name_history" USING btree ("organisation_id","parent_id","forename","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_name_history_surname_idx" ON "applicant_name_history" USING btree ("organisation_id","parent_id","surname","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_name_history_to_date_idx" ON "applicant_name_history" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_name_history_reason_idx" ON "applicant_name_history" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_name_history_created_idx" ON "applicant_name_history" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_qualifications_awarded_on_idx" ON "applicant_qualifications" USING btree ("organisation_id","parent_id","awarded_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_qualifications_name_idx" ON "applicant_qualifications" USING btree ("organisation_id","parent_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_qualifications_level_idx" ON "applicant_qualifications" USING btree ("organisation_id","parent_id","level","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_qualifications_verified_on_idx" ON "applicant_qualifications" USING btree ("organisation_id","parent_id","verified_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_qualifications_created_idx" ON "applicant_qualifications" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_references_referee_name_idx" ON "applicant_references" USING btree ("organisation_id","parent_id","referee_name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_references_type_idx" ON "applicant_references" USING btree ("organisation_id","parent_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_references_company_idx" ON "applicant_references" USING btree ("organisation_id","parent_id","company","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_references_request_state_idx" ON "applicant_references" USING btree ("organisation_id","parent_id","request_state","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_references_received_on_idx" ON "applicant_references" USING btree ("organisation_id","parent_id","received_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_references_satisfactory_idx" ON "applicant_references" USING btree ("organisation_id","parent_id","satisfactory","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_references_created_idx" ON "applicant_references" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_right_to_work_checked_on_idx" ON "applicant_right_to_work" USING btree ("organisation_id","parent_id","checked_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_right_to_work_method_idx" ON "applicant_right_to_work" USING btree ("organisation_id","parent_id","method","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_right_to_work_result_idx" ON "applicant_right_to_work" USING btree ("organisation_id","parent_id","result","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_right_to_work_permission_idx" ON "applicant_right_to_work" USING btree ("organisation_id","parent_id","permission","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_right_to_work_expires_on_idx" ON "applicant_right_to_work" USING btree ("organisation_id","parent_id","expires_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_right_to_work_created_idx" ON "applicant_right_to_work" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_work_history_from_date_idx" ON "applicant_work_history" USING btree ("organisation_id","parent_id","from_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_work_history_employer_idx" ON "applicant_work_history" USING btree ("organisation_id","parent_id","employer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_work_history_job_title_idx" ON "applicant_work_history" USING btree ("organisation_id","parent_id","job_title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_work_history_to_date_idx" ON "applicant_work_history" USING btree ("organisation_id","parent_id","to_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_work_history_with_vulnerable_people_idx" ON "applicant_work_history" USING btree ("organisation_id","parent_id","with_vulnerable_people","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicant_work_history_created_idx" ON "applicant_work_history" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicants_applied_on_idx" ON "applicants" USING btree ("organisation_id","applied_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicants_forename_idx" ON "applicants" USING btree ("organisation_id","forename","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicants_surname_idx" ON "applicants" USING btree ("organisation_id","surname","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicants_branch_idx" ON "applicants" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicants_stage_idx" ON "applicants" USING btree ("organisation_id","stage","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicants_source_idx" ON "applicants" USING btree ("organisation_id","source","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicants_route_idx" ON "applicants" USING btree ("organisation_id","route","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicants_created_idx" ON "applicants" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applicants_forename_trgm_idx" ON "applicants" USING gin ("forename" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_surname_trgm_idx" ON "applicants" USING gin ("surname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_email_trgm_idx" ON "applicants" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_mobile_trgm_idx" ON "applicants" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_postcode_trgm_idx" ON "applicants" USING gin ("postcode" gin_trgm_ops);
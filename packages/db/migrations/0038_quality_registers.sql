CREATE TABLE "complaint_actions" (
	"parent_id" uuid NOT NULL,
	"action" text NOT NULL,
	"owner" uuid NOT NULL,
	"due_on" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_on" date,
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
CREATE TABLE "complaints" (
	"received_on" date NOT NULL,
	"complainant" text NOT NULL,
	"complainant_relationship" text,
	"complainant_contact" text,
	"received_by" text,
	"branch" uuid NOT NULL,
	"client" uuid,
	"carer" uuid,
	"second_carer" uuid,
	"subject" text NOT NULL,
	"details" text NOT NULL,
	"immediate_action" text,
	"acknowledgement_due" date,
	"acknowledged_on" date,
	"response_due" date,
	"responded_on" date,
	"deadline" text,
	"upheld" text,
	"referred_to_ombudsman" boolean DEFAULT false NOT NULL,
	"investigation" text,
	"outcome" text,
	"lessons_learned" text,
	"status" text NOT NULL,
	"closed_by" uuid,
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
CREATE TABLE "compliments" (
	"received_on" date NOT NULL,
	"from" text NOT NULL,
	"from_relationship" text,
	"received_by" text,
	"branch" uuid NOT NULL,
	"client" uuid,
	"carer" uuid,
	"second_carer" uuid,
	"compliment" text NOT NULL,
	"shared_with_carers" boolean DEFAULT false NOT NULL,
	"shared_on" date,
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
CREATE TABLE "death_notification_actions" (
	"parent_id" uuid NOT NULL,
	"action" text NOT NULL,
	"owner" uuid NOT NULL,
	"due_on" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_on" date,
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
CREATE TABLE "death_notifications" (
	"branch" uuid NOT NULL,
	"client" uuid NOT NULL,
	"carer" uuid,
	"second_carer" uuid,
	"died_on" date NOT NULL,
	"died_at" time,
	"place" text NOT NULL,
	"expected" text NOT NULL,
	"cause" text,
	"found_by" text,
	"circumstances" text,
	"family_told" boolean DEFAULT false NOT NULL,
	"family_told_on" date,
	"local_authority_told" boolean DEFAULT false NOT NULL,
	"local_authority_told_on" date,
	"police_told" boolean DEFAULT false NOT NULL,
	"police_told_on" date,
	"cqc_notified" boolean DEFAULT false NOT NULL,
	"cqc_notified_on" date,
	"coroner_involved" boolean DEFAULT false NOT NULL,
	"visits_cancelled_on" date,
	"investigation" text,
	"outcome" text,
	"lessons_learned" text,
	"status" text NOT NULL,
	"closed_by" uuid,
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
CREATE TABLE "incident_actions" (
	"parent_id" uuid NOT NULL,
	"action" text NOT NULL,
	"owner" uuid NOT NULL,
	"due_on" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_on" date,
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
CREATE TABLE "incidents" (
	"title" text NOT NULL,
	"type" text NOT NULL,
	"occurred_on" date NOT NULL,
	"occurred_at" time,
	"location" text,
	"branch" uuid NOT NULL,
	"client" uuid,
	"carer" uuid,
	"second_carer" uuid,
	"others_involved" text,
	"what_happened" text NOT NULL,
	"immediate_action" text,
	"harm" text NOT NULL,
	"injuries" text,
	"riddor_reportable" boolean DEFAULT false NOT NULL,
	"family_told" boolean DEFAULT false NOT NULL,
	"family_told_on" date,
	"local_authority_told" boolean DEFAULT false NOT NULL,
	"local_authority_told_on" date,
	"police_told" boolean DEFAULT false NOT NULL,
	"police_told_on" date,
	"cqc_notified" boolean DEFAULT false NOT NULL,
	"cqc_notified_on" date,
	"investigation" text,
	"outcome" text,
	"lessons_learned" text,
	"status" text NOT NULL,
	"closed_by" uuid,
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
CREATE TABLE "medication_error_actions" (
	"parent_id" uuid NOT NULL,
	"action" text NOT NULL,
	"owner" uuid NOT NULL,
	"due_on" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_on" date,
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
CREATE TABLE "medication_errors" (
	"error_type" text NOT NULL,
	"occurred_on" date NOT NULL,
	"occurred_at" time,
	"branch" uuid NOT NULL,
	"client" uuid NOT NULL,
	"carer" uuid,
	"second_carer" uuid,
	"medicine" uuid,
	"dose_involved" text,
	"what_happened" text NOT NULL,
	"immediate_action" text,
	"advice_sought" text,
	"harm" text NOT NULL,
	"family_told" boolean DEFAULT false NOT NULL,
	"family_told_on" date,
	"local_authority_told" boolean DEFAULT false NOT NULL,
	"local_authority_told_on" date,
	"police_told" boolean DEFAULT false NOT NULL,
	"police_told_on" date,
	"cqc_notified" boolean DEFAULT false NOT NULL,
	"cqc_notified_on" date,
	"competency_reviewed" boolean DEFAULT false NOT NULL,
	"investigation" text,
	"outcome" text,
	"lessons_learned" text,
	"status" text NOT NULL,
	"closed_by" uuid,
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
CREATE TABLE "quality_settings" (
	"name" text NOT NULL,
	"complaint_acknowledge_days" integer,
	"complaint_response_days" integer,
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
CREATE TABLE "safeguarding_actions" (
	"parent_id" uuid NOT NULL,
	"action" text NOT NULL,
	"owner" uuid NOT NULL,
	"due_on" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_on" date,
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
CREATE TABLE "safeguardings" (
	"title" text NOT NULL,
	"abuse_type" text NOT NULL,
	"raised_on" date NOT NULL,
	"location" text,
	"branch" uuid NOT NULL,
	"client" uuid NOT NULL,
	"carer" uuid,
	"second_carer" uuid,
	"raised_by" text,
	"alleged_against" text,
	"concern" text NOT NULL,
	"immediate_action" text,
	"harm" text NOT NULL,
	"family_told" boolean DEFAULT false NOT NULL,
	"family_told_on" date,
	"local_authority_told" boolean DEFAULT false NOT NULL,
	"local_authority_told_on" date,
	"police_told" boolean DEFAULT false NOT NULL,
	"police_told_on" date,
	"cqc_notified" boolean DEFAULT false NOT NULL,
	"cqc_notified_on" date,
	"referral_reference" text,
	"section42_enquiry" boolean DEFAULT false NOT NULL,
	"investigation" text,
	"outcome" text,
	"lessons_learned" text,
	"status" text NOT NULL,
	"closed_by" uuid,
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
CREATE INDEX "complaint_actions_due_on_idx" ON "complaint_actions" USING btree ("organisation_id","parent_id","due_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaint_actions_action_idx" ON "complaint_actions" USING btree ("organisation_id","parent_id","action","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaint_actions_owner_idx" ON "complaint_actions" USING btree ("organisation_id","parent_id","owner","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaint_actions_done_idx" ON "complaint_actions" USING btree ("organisation_id","parent_id","done","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaint_actions_done_on_idx" ON "complaint_actions" USING btree ("organisation_id","parent_id","done_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaint_actions_created_idx" ON "complaint_actions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaint_actions_action_trgm_idx" ON "complaint_actions" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_received_on_idx" ON "complaints" USING btree ("organisation_id","received_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_complainant_idx" ON "complaints" USING btree ("organisation_id","complainant","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_subject_idx" ON "complaints" USING btree ("organisation_id","subject","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_acknowledgement_due_idx" ON "complaints" USING btree ("organisation_id","acknowledgement_due","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_response_due_idx" ON "complaints" USING btree ("organisation_id","response_due","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_deadline_idx" ON "complaints" USING btree ("organisation_id","deadline","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_upheld_idx" ON "complaints" USING btree ("organisation_id","upheld","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_branch_idx" ON "complaints" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_client_idx" ON "complaints" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_carer_idx" ON "complaints" USING btree ("organisation_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "complaints_complainant_trgm_idx" ON "complaints" USING gin ("complainant" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_subject_trgm_idx" ON "complaints" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "compliments_received_on_idx" ON "compliments" USING btree ("organisation_id","received_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "compliments_from_idx" ON "compliments" USING btree ("organisation_id","from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "compliments_client_idx" ON "compliments" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "compliments_carer_idx" ON "compliments" USING btree ("organisation_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "compliments_second_carer_idx" ON "compliments" USING btree ("organisation_id","second_carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "compliments_shared_with_carers_idx" ON "compliments" USING btree ("organisation_id","shared_with_carers","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "compliments_from_relationship_idx" ON "compliments" USING btree ("organisation_id","from_relationship","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "compliments_branch_idx" ON "compliments" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "compliments_created_idx" ON "compliments" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "compliments_from_trgm_idx" ON "compliments" USING gin ("from" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "compliments_compliment_trgm_idx" ON "compliments" USING gin ("compliment" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "death_notification_actions_due_on_idx" ON "death_notification_actions" USING btree ("organisation_id","parent_id","due_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notification_actions_action_idx" ON "death_notification_actions" USING btree ("organisation_id","parent_id","action","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notification_actions_owner_idx" ON "death_notification_actions" USING btree ("organisation_id","parent_id","owner","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notification_actions_done_idx" ON "death_notification_actions" USING btree ("organisation_id","parent_id","done","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notification_actions_done_on_idx" ON "death_notification_actions" USING btree ("organisation_id","parent_id","done_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notification_actions_created_idx" ON "death_notification_actions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notification_actions_action_trgm_idx" ON "death_notification_actions" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "death_notifications_died_on_idx" ON "death_notifications" USING btree ("organisation_id","died_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notifications_client_idx" ON "death_notifications" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notifications_place_idx" ON "death_notifications" USING btree ("organisation_id","place","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notifications_expected_idx" ON "death_notifications" USING btree ("organisation_id","expected","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notifications_cqc_notified_on_idx" ON "death_notifications" USING btree ("organisation_id","cqc_notified_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notifications_status_idx" ON "death_notifications" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notifications_branch_idx" ON "death_notifications" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notifications_cqc_notified_idx" ON "death_notifications" USING btree ("organisation_id","cqc_notified","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notifications_created_idx" ON "death_notifications" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "death_notifications_cause_trgm_idx" ON "death_notifications" USING gin ("cause" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "death_notifications_found_by_trgm_idx" ON "death_notifications" USING gin ("found_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "incident_actions_due_on_idx" ON "incident_actions" USING btree ("organisation_id","parent_id","due_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incident_actions_action_idx" ON "incident_actions" USING btree ("organisation_id","parent_id","action","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incident_actions_owner_idx" ON "incident_actions" USING btree ("organisation_id","parent_id","owner","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incident_actions_done_idx" ON "incident_actions" USING btree ("organisation_id","parent_id","done","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incident_actions_done_on_idx" ON "incident_actions" USING btree ("organisation_id","parent_id","done_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incident_actions_created_idx" ON "incident_actions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incident_actions_action_trgm_idx" ON "incident_actions" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "incidents_occurred_on_idx" ON "incidents" USING btree ("organisation_id","occurred_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incidents_title_idx" ON "incidents" USING btree ("organisation_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incidents_type_idx" ON "incidents" USING btree ("organisation_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incidents_client_idx" ON "incidents" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incidents_harm_idx" ON "incidents" USING btree ("organisation_id","harm","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incidents_status_idx" ON "incidents" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incidents_closed_on_idx" ON "incidents" USING btree ("organisation_id","closed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incidents_branch_idx" ON "incidents" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incidents_carer_idx" ON "incidents" USING btree ("organisation_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incidents_created_idx" ON "incidents" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "incidents_title_trgm_idx" ON "incidents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "incidents_location_trgm_idx" ON "incidents" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medication_error_actions_due_on_idx" ON "medication_error_actions" USING btree ("organisation_id","parent_id","due_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_error_actions_action_idx" ON "medication_error_actions" USING btree ("organisation_id","parent_id","action","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_error_actions_owner_idx" ON "medication_error_actions" USING btree ("organisation_id","parent_id","owner","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_error_actions_done_idx" ON "medication_error_actions" USING btree ("organisation_id","parent_id","done","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_error_actions_done_on_idx" ON "medication_error_actions" USING btree ("organisation_id","parent_id","done_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_error_actions_created_idx" ON "medication_error_actions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_error_actions_action_trgm_idx" ON "medication_error_actions" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medication_errors_occurred_on_idx" ON "medication_errors" USING btree ("organisation_id","occurred_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_errors_error_type_idx" ON "medication_errors" USING btree ("organisation_id","error_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_errors_client_idx" ON "medication_errors" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_errors_medicine_idx" ON "medication_errors" USING btree ("organisation_id","medicine","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_errors_carer_idx" ON "medication_errors" USING btree ("organisation_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_errors_harm_idx" ON "medication_errors" USING btree ("organisation_id","harm","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_errors_status_idx" ON "medication_errors" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_errors_branch_idx" ON "medication_errors" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_errors_created_idx" ON "medication_errors" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medication_errors_dose_involved_trgm_idx" ON "medication_errors" USING gin ("dose_involved" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quality_settings_name_idx" ON "quality_settings" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "quality_settings_complaint_acknowledge_days_idx" ON "quality_settings" USING btree ("organisation_id","complaint_acknowledge_days","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "quality_settings_complaint_response_days_idx" ON "quality_settings" USING btree ("organisation_id","complaint_response_days","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "quality_settings_created_idx" ON "quality_settings" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "quality_settings_name_uq" ON "quality_settings" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguarding_actions_due_on_idx" ON "safeguarding_actions" USING btree ("organisation_id","parent_id","due_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguarding_actions_action_idx" ON "safeguarding_actions" USING btree ("organisation_id","parent_id","action","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguarding_actions_owner_idx" ON "safeguarding_actions" USING btree ("organisation_id","parent_id","owner","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguarding_actions_done_idx" ON "safeguarding_actions" USING btree ("organisation_id","parent_id","done","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguarding_actions_done_on_idx" ON "safeguarding_actions" USING btree ("organisation_id","parent_id","done_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguarding_actions_created_idx" ON "safeguarding_actions" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguarding_actions_action_trgm_idx" ON "safeguarding_actions" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "safeguardings_raised_on_idx" ON "safeguardings" USING btree ("organisation_id","raised_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguardings_title_idx" ON "safeguardings" USING btree ("organisation_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguardings_abuse_type_idx" ON "safeguardings" USING btree ("organisation_id","abuse_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguardings_client_idx" ON "safeguardings" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguardings_harm_idx" ON "safeguardings" USING btree ("organisation_id","harm","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguardings_status_idx" ON "safeguardings" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguardings_closed_on_idx" ON "safeguardings" USING btree ("organisation_id","closed_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguardings_branch_idx" ON "safeguardings" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguardings_carer_idx" ON "safeguardings" USING btree ("organisation_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguardings_created_idx" ON "safeguardings" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "safeguardings_title_trgm_idx" ON "safeguardings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "safeguardings_referral_reference_trgm_idx" ON "safeguardings" USING gin ("referral_reference" gin_trgm_ops);
CREATE TABLE "form_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"form_key" text NOT NULL,
	"definition_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer,
	"risk_level" text,
	"risk_label" text,
	"completion" integer NOT NULL,
	"status" text NOT NULL,
	"assessed_by" uuid,
	"assessed_on" date,
	"next_review_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mar_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"client_medication_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slot" text NOT NULL,
	"code" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_medications" (
	"parent_id" uuid NOT NULL,
	"medication" uuid NOT NULL,
	"dose" text NOT NULL,
	"route" text NOT NULL,
	"frequency" text NOT NULL,
	"times_of_day" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prn" boolean DEFAULT false NOT NULL,
	"prn_reason" text,
	"prn_maximum" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"prescriber" text,
	"support_level" text NOT NULL,
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
CREATE TABLE "client_support_network" (
	"parent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"next_of_kin" boolean DEFAULT false NOT NULL,
	"emergency_contact" boolean DEFAULT false NOT NULL,
	"key_holder" boolean DEFAULT false NOT NULL,
	"lasting_power_of_attorney" text,
	"phone" text,
	"mobile" text,
	"email" text,
	"address" text,
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
CREATE TABLE "clients" (
	"title" text,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"preferred_name" text,
	"date_of_birth" date NOT NULL,
	"gender" text,
	"nhs_number" text,
	"branch" uuid NOT NULL,
	"status" text NOT NULL,
	"funder" uuid,
	"area" uuid,
	"start_date" date,
	"address1" text NOT NULL,
	"address2" text,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text,
	"mobile" text,
	"email" text,
	"photo" uuid,
	"allergies" text,
	"dnacpr" text,
	"key_safe" text,
	"access_notes" text,
	"gp_practice" text,
	"gp_phone" text,
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
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_definition_id_form_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."form_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_assessed_by_users_id_fk" FOREIGN KEY ("assessed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD CONSTRAINT "mar_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD CONSTRAINT "mar_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_definitions_key_version_idx" ON "form_definitions" USING btree ("key","version");--> statement-breakpoint
CREATE INDEX "form_responses_subject_idx" ON "form_responses" USING btree ("organisation_id","subject_type","subject_id","form_key","created_at");--> statement-breakpoint
CREATE INDEX "form_responses_review_idx" ON "form_responses" USING btree ("organisation_id","next_review_on") WHERE "form_responses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mar_entries_dose_idx" ON "mar_entries" USING btree ("client_medication_id","day","slot");--> statement-breakpoint
CREATE INDEX "mar_entries_client_day_idx" ON "mar_entries" USING btree ("organisation_id","client_id","day");--> statement-breakpoint
CREATE INDEX "client_medications_start_date_idx" ON "client_medications" USING btree ("organisation_id","parent_id","start_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_medications_medication_idx" ON "client_medications" USING btree ("organisation_id","parent_id","medication","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_medications_dose_idx" ON "client_medications" USING btree ("organisation_id","parent_id","dose","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_medications_route_idx" ON "client_medications" USING btree ("organisation_id","parent_id","route","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_medications_frequency_idx" ON "client_medications" USING btree ("organisation_id","parent_id","frequency","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_medications_support_level_idx" ON "client_medications" USING btree ("organisation_id","parent_id","support_level","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_medications_end_date_idx" ON "client_medications" USING btree ("organisation_id","parent_id","end_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_medications_prn_idx" ON "client_medications" USING btree ("organisation_id","parent_id","prn","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_medications_created_idx" ON "client_medications" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_medications_dose_trgm_idx" ON "client_medications" USING gin ("dose" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_medications_prescriber_trgm_idx" ON "client_medications" USING gin ("prescriber" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_support_network_name_idx" ON "client_support_network" USING btree ("organisation_id","parent_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_support_network_relationship_idx" ON "client_support_network" USING btree ("organisation_id","parent_id","relationship","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_support_network_next_of_kin_idx" ON "client_support_network" USING btree ("organisation_id","parent_id","next_of_kin","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_support_network_emergency_contact_idx" ON "client_support_network" USING btree ("organisation_id","parent_id","emergency_contact","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_support_network_phone_idx" ON "client_support_network" USING btree ("organisation_id","parent_id","phone","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_support_network_mobile_idx" ON "client_support_network" USING btree ("organisation_id","parent_id","mobile","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_support_network_created_idx" ON "client_support_network" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_support_network_name_trgm_idx" ON "client_support_network" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_support_network_phone_trgm_idx" ON "client_support_network" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_support_network_mobile_trgm_idx" ON "client_support_network" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_surname_idx" ON "clients" USING btree ("organisation_id","surname","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_forename_idx" ON "clients" USING btree ("organisation_id","forename","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_postcode_idx" ON "clients" USING btree ("organisation_id","postcode","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_branch_idx" ON "clients" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_status_idx" ON "clients" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_funder_idx" ON "clients" USING btree ("organisation_id","funder","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_area_idx" ON "clients" USING btree ("organisation_id","area","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_created_idx" ON "clients" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clients_surname_trgm_idx" ON "clients" USING gin ("surname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_forename_trgm_idx" ON "clients" USING gin ("forename" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_preferred_name_trgm_idx" ON "clients" USING gin ("preferred_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_postcode_trgm_idx" ON "clients" USING gin ("postcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_nhs_number_trgm_idx" ON "clients" USING gin ("nhs_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "clients_nhs_number_uq" ON "clients" USING btree ("organisation_id","nhs_number") WHERE deleted_at is null;
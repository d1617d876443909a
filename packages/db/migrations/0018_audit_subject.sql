ALTER TABLE "audit_log" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_id" text;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("organisation_id","subject_type","subject_id","at","id");--> statement-breakpoint
-- Whose file each entry belongs to (issue 11): the root of the record's parent chain, so a
-- person file's history is one indexed query. Past entries are filled in here, the only time the
-- append-only trail is written to: the trigger is off for these statements only, inside the
-- migration's transaction.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
UPDATE "audit_log" SET "subject_type" = "record_type", "subject_id" = "record_id";--> statement-breakpoint
UPDATE "audit_log" SET "subject_type" = 'clients', "subject_id" = "changes"->>'clientId' WHERE "record_type" = 'client-form-responses';--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = m."client_id"::text FROM "mar_entries" m WHERE a."record_type" = 'mar-entries' AND a."record_id" = m."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'funder-codes', "subject_id" = r."parent_id"::text FROM "funder_scales" r WHERE a."record_type" = 'funder-scales' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'organization-period-years', "subject_id" = r."parent_id"::text FROM "organization_periods" r WHERE a."record_type" = 'organization-periods' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'carer-surveys', "subject_id" = r."parent_id"::text FROM "carer_survey_questions" r WHERE a."record_type" = 'carer-survey-questions' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'carer-surveys', "subject_id" = r."parent_id"::text FROM "carer_survey_submissions" r WHERE a."record_type" = 'carer-survey-submissions' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'office-employee-surveys', "subject_id" = r."parent_id"::text FROM "office_employee_survey_questions" r WHERE a."record_type" = 'office-employee-survey-questions' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'office-employee-surveys', "subject_id" = r."parent_id"::text FROM "office_employee_survey_submissions" r WHERE a."record_type" = 'office-employee-survey-submissions' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_medications" r WHERE a."record_type" = 'client-medications' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_support_network" r WHERE a."record_type" = 'client-support-network' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_funder_codes" r WHERE a."record_type" = 'client-funder-codes' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_logs" r WHERE a."record_type" = 'client-logs' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_mental_capacity" r WHERE a."record_type" = 'client-mental-capacity' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_mca_risk_assessments" r WHERE a."record_type" = 'client-mental-capacity-risk-assessments' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_pressure_ulcers_bruises" r WHERE a."record_type" = 'client-pressure-ulcers-bruises' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_risk_assessments" r WHERE a."record_type" = 'client-risk-assessments' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_equipment" r WHERE a."record_type" = 'client-equipment' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_promoting_independence" r WHERE a."record_type" = 'client-promoting-independence' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_uploads" r WHERE a."record_type" = 'client-uploads' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_marchart_audits" r WHERE a."record_type" = 'client-marchart-audits' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_log_book_audits" r WHERE a."record_type" = 'client-communication-log-book-audits' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_financial_transactions" r WHERE a."record_type" = 'client-financial-transactions' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_review_forms" r WHERE a."record_type" = 'client-review-forms' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_assessment_reports" r WHERE a."record_type" = 'client-assessment-reports' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_covid_risk_assessments" r WHERE a."record_type" = 'client-covid-risk-assessments' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_call_logs" r WHERE a."record_type" = 'client-call-logs' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_slots" r WHERE a."record_type" = 'client-slots' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_visit_templates" r WHERE a."record_type" = 'client-visit-templates' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = p."parent_id"::text FROM "client_visit_template_details" r JOIN "client_visit_templates" p ON p."id" = r."parent_id" WHERE a."record_type" = 'client-visit-template-details' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_falls_risk" r WHERE a."record_type" = 'client-falls-risk' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_exit_surveys" r WHERE a."record_type" = 'client-exit-surveys' AND a."record_id" = r."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject_type" = 'clients', "subject_id" = r."parent_id"::text FROM "client_hospital_stays" r WHERE a."record_type" = 'client-hospital-stays' AND a."record_id" = r."id"::text;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_or_delete";

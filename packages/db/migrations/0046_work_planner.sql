CREATE TABLE "carer_pay_rules" (
	"carer" uuid NOT NULL,
	"band" uuid NOT NULL,
	"basis" text NOT NULL,
	"unit_minutes" integer NOT NULL,
	"rounding" text NOT NULL,
	"minimum_minutes" integer NOT NULL,
	"short_below_percent" integer NOT NULL,
	"missed_percent" integer NOT NULL,
	"pays_travel" boolean DEFAULT true NOT NULL,
	"accrues_holiday" boolean DEFAULT true NOT NULL,
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
CREATE TABLE "confirmation_adjustments" (
	"parent_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"changes" text NOT NULL,
	"adjusted_by" uuid,
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
CREATE TABLE "funder_charge_rules" (
	"funder" uuid NOT NULL,
	"basis" text NOT NULL,
	"unit_minutes" integer NOT NULL,
	"rounding" text NOT NULL,
	"minimum_minutes" integer NOT NULL,
	"short_below_percent" integer NOT NULL,
	"missed_percent" integer NOT NULL,
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
CREATE TABLE "invoice_lines" (
	"parent_id" uuid NOT NULL,
	"confirmation" uuid NOT NULL,
	"charge_key" text,
	"visit_date" date NOT NULL,
	"carer" uuid,
	"day_type" text NOT NULL,
	"minutes" integer NOT NULL,
	"rate_per_hour" integer,
	"share_percent" numeric(14, 2) NOT NULL,
	"amount" integer,
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
CREATE TABLE "invoice_runs" (
	"funder" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text NOT NULL,
	"processed" integer,
	"visit_count" integer,
	"invoice_count" integer,
	"total_amount" integer,
	"problem" text,
	"problem_visit" uuid,
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
CREATE TABLE "invoices" (
	"parent_id" uuid NOT NULL,
	"number" text NOT NULL,
	"document_type" text NOT NULL,
	"funder" uuid NOT NULL,
	"client" uuid NOT NULL,
	"funder_reference" text,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"total_amount" integer,
	"vat" text,
	"status" text NOT NULL,
	"credit_for" uuid,
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
CREATE TABLE "pay_adjustments" (
	"parent_id" uuid NOT NULL,
	"amount" integer,
	"reason" text NOT NULL,
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
CREATE TABLE "pay_runs" (
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text NOT NULL,
	"carer_count" integer,
	"shortfall_count" integer,
	"total_gross" integer,
	"problem" text,
	"closed_at" timestamp with time zone,
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
CREATE TABLE "payslips" (
	"parent_id" uuid NOT NULL,
	"carer" uuid NOT NULL,
	"visits" integer,
	"visit_minutes" integer,
	"visit_pay" integer,
	"travel_minutes" integer,
	"travel_pay" integer,
	"mileage" numeric(14, 1),
	"mileage_pay" integer,
	"adjustments" integer,
	"holiday_pay" integer,
	"gross_pay" integer,
	"age" integer,
	"wage_band" text,
	"minimum_rate" integer,
	"effective_rate" integer,
	"shortfall" integer,
	"status" text NOT NULL,
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
CREATE TABLE "visit_confirmations" (
	"visit" uuid NOT NULL,
	"visit_carer" uuid NOT NULL,
	"client" uuid NOT NULL,
	"carer" uuid NOT NULL,
	"branch" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"day_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"planned_minutes" integer NOT NULL,
	"actual_minutes" integer,
	"charge_minutes" integer NOT NULL,
	"pay_minutes" integer NOT NULL,
	"travel_minutes" integer NOT NULL,
	"mileage" numeric(14, 1) NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone NOT NULL,
	"adjusted" boolean DEFAULT false NOT NULL,
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
CREATE INDEX "carer_pay_rules_carer_idx" ON "carer_pay_rules" USING btree ("organisation_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_pay_rules_band_idx" ON "carer_pay_rules" USING btree ("organisation_id","band","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_pay_rules_basis_idx" ON "carer_pay_rules" USING btree ("organisation_id","basis","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_pay_rules_unit_minutes_idx" ON "carer_pay_rules" USING btree ("organisation_id","unit_minutes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_pay_rules_rounding_idx" ON "carer_pay_rules" USING btree ("organisation_id","rounding","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_pay_rules_minimum_minutes_idx" ON "carer_pay_rules" USING btree ("organisation_id","minimum_minutes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_pay_rules_pays_travel_idx" ON "carer_pay_rules" USING btree ("organisation_id","pays_travel","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carer_pay_rules_created_idx" ON "carer_pay_rules" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "carer_pay_rules_carer_uq" ON "carer_pay_rules" USING btree ("organisation_id","carer") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "confirmation_adjustments_reason_idx" ON "confirmation_adjustments" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "confirmation_adjustments_adjusted_by_idx" ON "confirmation_adjustments" USING btree ("organisation_id","parent_id","adjusted_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "confirmation_adjustments_created_idx" ON "confirmation_adjustments" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_charge_rules_funder_idx" ON "funder_charge_rules" USING btree ("organisation_id","funder","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_charge_rules_basis_idx" ON "funder_charge_rules" USING btree ("organisation_id","basis","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_charge_rules_unit_minutes_idx" ON "funder_charge_rules" USING btree ("organisation_id","unit_minutes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_charge_rules_rounding_idx" ON "funder_charge_rules" USING btree ("organisation_id","rounding","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_charge_rules_minimum_minutes_idx" ON "funder_charge_rules" USING btree ("organisation_id","minimum_minutes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_charge_rules_created_idx" ON "funder_charge_rules" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "funder_charge_rules_funder_uq" ON "funder_charge_rules" USING btree ("organisation_id","funder") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_visit_date_idx" ON "invoice_lines" USING btree ("organisation_id","parent_id","visit_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_carer_idx" ON "invoice_lines" USING btree ("organisation_id","parent_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_day_type_idx" ON "invoice_lines" USING btree ("organisation_id","parent_id","day_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_minutes_idx" ON "invoice_lines" USING btree ("organisation_id","parent_id","minutes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_rate_per_hour_idx" ON "invoice_lines" USING btree ("organisation_id","parent_id","rate_per_hour","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_share_percent_idx" ON "invoice_lines" USING btree ("organisation_id","parent_id","share_percent","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_amount_idx" ON "invoice_lines" USING btree ("organisation_id","parent_id","amount","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_created_idx" ON "invoice_lines" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_charge_key_uq" ON "invoice_lines" USING btree ("organisation_id","charge_key") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_runs_period_from_idx" ON "invoice_runs" USING btree ("organisation_id","period_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_runs_funder_idx" ON "invoice_runs" USING btree ("organisation_id","funder","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_runs_period_to_idx" ON "invoice_runs" USING btree ("organisation_id","period_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_runs_status_idx" ON "invoice_runs" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_runs_invoice_count_idx" ON "invoice_runs" USING btree ("organisation_id","invoice_count","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_runs_total_amount_idx" ON "invoice_runs" USING btree ("organisation_id","total_amount","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoice_runs_created_idx" ON "invoice_runs" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_number_idx" ON "invoices" USING btree ("organisation_id","parent_id","number","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_document_type_idx" ON "invoices" USING btree ("organisation_id","parent_id","document_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("organisation_id","parent_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_funder_idx" ON "invoices" USING btree ("organisation_id","parent_id","funder","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_total_amount_idx" ON "invoices" USING btree ("organisation_id","parent_id","total_amount","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("organisation_id","parent_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("organisation_id","number") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pay_adjustments_reason_idx" ON "pay_adjustments" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pay_adjustments_amount_idx" ON "pay_adjustments" USING btree ("organisation_id","parent_id","amount","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pay_adjustments_created_idx" ON "pay_adjustments" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pay_runs_period_from_idx" ON "pay_runs" USING btree ("organisation_id","period_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pay_runs_period_to_idx" ON "pay_runs" USING btree ("organisation_id","period_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pay_runs_status_idx" ON "pay_runs" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pay_runs_carer_count_idx" ON "pay_runs" USING btree ("organisation_id","carer_count","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pay_runs_shortfall_count_idx" ON "pay_runs" USING btree ("organisation_id","shortfall_count","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pay_runs_total_gross_idx" ON "pay_runs" USING btree ("organisation_id","total_gross","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "pay_runs_created_idx" ON "pay_runs" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "payslips_carer_idx" ON "payslips" USING btree ("organisation_id","parent_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "payslips_visit_minutes_idx" ON "payslips" USING btree ("organisation_id","parent_id","visit_minutes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "payslips_travel_minutes_idx" ON "payslips" USING btree ("organisation_id","parent_id","travel_minutes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "payslips_gross_pay_idx" ON "payslips" USING btree ("organisation_id","parent_id","gross_pay","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "payslips_effective_rate_idx" ON "payslips" USING btree ("organisation_id","parent_id","effective_rate","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "payslips_shortfall_idx" ON "payslips" USING btree ("organisation_id","parent_id","shortfall","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "payslips_status_idx" ON "payslips" USING btree ("organisation_id","parent_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "payslips_created_idx" ON "payslips" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_confirmations_visit_date_idx" ON "visit_confirmations" USING btree ("organisation_id","visit_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_confirmations_client_idx" ON "visit_confirmations" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_confirmations_carer_idx" ON "visit_confirmations" USING btree ("organisation_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_confirmations_day_type_idx" ON "visit_confirmations" USING btree ("organisation_id","day_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_confirmations_outcome_idx" ON "visit_confirmations" USING btree ("organisation_id","outcome","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_confirmations_charge_minutes_idx" ON "visit_confirmations" USING btree ("organisation_id","charge_minutes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_confirmations_pay_minutes_idx" ON "visit_confirmations" USING btree ("organisation_id","pay_minutes","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_confirmations_adjusted_idx" ON "visit_confirmations" USING btree ("organisation_id","adjusted","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_confirmations_branch_idx" ON "visit_confirmations" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_confirmations_created_idx" ON "visit_confirmations" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_confirmations_visit_carer_uq" ON "visit_confirmations" USING btree ("organisation_id","visit_carer") WHERE deleted_at is null;
CREATE TABLE "client_hospital_stays" (
	"parent_id" uuid NOT NULL,
	"admitted_on" date NOT NULL,
	"discharged_on" date,
	"hospital" text,
	"reason" text NOT NULL,
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
ALTER TABLE "client_medications" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "client_medications" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
ALTER TABLE "client_medications" ADD COLUMN "change_reason" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "service_ended_on" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "service_end_reason" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "service_end_note" text;--> statement-breakpoint
CREATE INDEX "client_hospital_stays_admitted_on_idx" ON "client_hospital_stays" USING btree ("organisation_id","parent_id","admitted_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_hospital_stays_discharged_on_idx" ON "client_hospital_stays" USING btree ("organisation_id","parent_id","discharged_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_hospital_stays_hospital_idx" ON "client_hospital_stays" USING btree ("organisation_id","parent_id","hospital","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_hospital_stays_reason_idx" ON "client_hospital_stays" USING btree ("organisation_id","parent_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_hospital_stays_created_idx" ON "client_hospital_stays" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_hospital_stays_hospital_trgm_idx" ON "client_hospital_stays" USING gin ("hospital" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_hospital_stays_reason_trgm_idx" ON "client_hospital_stays" USING gin ("reason" gin_trgm_ops);
ALTER TABLE "carers" ADD COLUMN "compliance" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "compliance" text;--> statement-breakpoint
CREATE INDEX "carers_compliance_idx" ON "carers" USING btree ("organisation_id","compliance","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_compliance_idx" ON "employees" USING btree ("organisation_id","compliance","id") WHERE deleted_at is null;
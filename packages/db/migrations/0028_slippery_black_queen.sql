ALTER TABLE "carers" ADD COLUMN "working_state" text;--> statement-breakpoint
ALTER TABLE "carers" ADD COLUMN "working_state_reason" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "working_state" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "working_state_reason" text;--> statement-breakpoint
CREATE INDEX "carers_working_state_idx" ON "carers" USING btree ("organisation_id","working_state","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "carers_working_state_reason_idx" ON "carers" USING btree ("organisation_id","working_state_reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_working_state_idx" ON "employees" USING btree ("organisation_id","working_state","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "employees_working_state_reason_idx" ON "employees" USING btree ("organisation_id","working_state_reason","id") WHERE deleted_at is null;
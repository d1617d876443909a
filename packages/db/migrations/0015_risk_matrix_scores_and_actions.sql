ALTER TABLE "client_mca_risk_assessments" ADD COLUMN "risk_score" integer;--> statement-breakpoint
ALTER TABLE "client_mca_risk_assessments" ADD COLUMN "risk_rating" text;--> statement-breakpoint
ALTER TABLE "client_mca_risk_assessments" ADD COLUMN "action_by" text;--> statement-breakpoint
ALTER TABLE "client_mca_risk_assessments" ADD COLUMN "action_due_on" date;--> statement-breakpoint
ALTER TABLE "client_risk_assessments" ADD COLUMN "risk_score" integer;--> statement-breakpoint
ALTER TABLE "client_risk_assessments" ADD COLUMN "action_by" text;--> statement-breakpoint
ALTER TABLE "client_risk_assessments" ADD COLUMN "action_due_on" date;--> statement-breakpoint
ALTER TABLE "client_risk_assessments" ADD COLUMN "residual_likelihood" text;--> statement-breakpoint
ALTER TABLE "client_risk_assessments" ADD COLUMN "residual_severity" text;--> statement-breakpoint
ALTER TABLE "client_risk_assessments" ADD COLUMN "residual_score" integer;--> statement-breakpoint
ALTER TABLE "client_risk_assessments" ADD COLUMN "residual_rating" text;--> statement-breakpoint
CREATE INDEX "client_mca_risk_assessments_risk_rating_idx" ON "client_mca_risk_assessments" USING btree ("organisation_id","parent_id","risk_rating","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_risk_assessments_risk_score_idx" ON "client_risk_assessments" USING btree ("organisation_id","parent_id","risk_score","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "client_risk_assessments_residual_rating_idx" ON "client_risk_assessments" USING btree ("organisation_id","parent_id","residual_rating","id") WHERE deleted_at is null;
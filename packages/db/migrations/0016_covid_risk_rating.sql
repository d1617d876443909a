ALTER TABLE "client_covid_risk_assessments" ADD COLUMN "likelihood" text;--> statement-breakpoint
ALTER TABLE "client_covid_risk_assessments" ADD COLUMN "severity" text;--> statement-breakpoint
ALTER TABLE "client_covid_risk_assessments" ADD COLUMN "risk_score" integer;--> statement-breakpoint
ALTER TABLE "client_covid_risk_assessments" ADD COLUMN "risk_rating" text;--> statement-breakpoint
CREATE INDEX "client_covid_risk_assessments_risk_rating_idx" ON "client_covid_risk_assessments" USING btree ("organisation_id","parent_id","risk_rating","id") WHERE deleted_at is null;
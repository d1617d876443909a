ALTER TABLE "assessment_visits" ADD COLUMN "branch" uuid;--> statement-breakpoint
ALTER TABLE "staff_settings" ADD COLUMN "rota_horizon_weeks" integer;--> statement-breakpoint
-- Hand-written: visits planned before the branch existed take their person's branch.
UPDATE "assessment_visits" AS v SET "branch" = COALESCE(
	(SELECT c."branch" FROM "clients" c WHERE c."id" = v."client_id"),
	(SELECT k."branch" FROM "carers" k WHERE k."id" = v."carer_id"),
	(SELECT e."branch" FROM "employees" e WHERE e."id" = v."employee_id")
) WHERE v."branch" IS NULL;

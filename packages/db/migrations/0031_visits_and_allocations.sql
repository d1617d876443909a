CREATE TABLE "visit_carers" (
	"parent_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"carer" uuid NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"override_reason" text,
	"visit_cancelled" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "visits" (
	"client" uuid NOT NULL,
	"branch" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"carers_needed" integer NOT NULL,
	"status" text NOT NULL,
	"cancellation_reason" text,
	"visit_type" text,
	"tasks" text,
	"medicines" text,
	"source" text NOT NULL,
	"template" uuid,
	"source_id" text,
	"generation_key" text,
	"moved_by_hand" boolean DEFAULT false NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
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
CREATE INDEX "visit_carers_place_idx" ON "visit_carers" USING btree ("organisation_id","parent_id","place","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_carers_carer_idx" ON "visit_carers" USING btree ("organisation_id","parent_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_carers_override_reason_idx" ON "visit_carers" USING btree ("organisation_id","parent_id","override_reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visit_carers_created_idx" ON "visit_carers" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visits_starts_at_idx" ON "visits" USING btree ("organisation_id","starts_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visits_ends_at_idx" ON "visits" USING btree ("organisation_id","ends_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visits_client_idx" ON "visits" USING btree ("organisation_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visits_branch_idx" ON "visits" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visits_carers_needed_idx" ON "visits" USING btree ("organisation_id","carers_needed","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visits_status_idx" ON "visits" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visits_source_idx" ON "visits" USING btree ("organisation_id","source","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "visits_created_idx" ON "visits" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "visits_generation_key_uq" ON "visits" USING btree ("organisation_id","generation_key") WHERE deleted_at is null;--> statement-breakpoint
-- Who fills a visit: one carer per place, and a carer once per visit.
CREATE UNIQUE INDEX "visit_carers_visit_place_uq" ON "visit_carers" USING btree ("parent_id","place") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_carers_visit_carer_uq" ON "visit_carers" USING btree ("parent_id","carer") WHERE deleted_at is null;--> statement-breakpoint
-- A carer's allocations by time, for the rota and the rules' look-ups.
CREATE INDEX "visit_carers_carer_time_idx" ON "visit_carers" USING btree ("organisation_id","carer","starts_at") WHERE deleted_at is null;--> statement-breakpoint
-- The visit's instants and whether it is cancelled are the visit's: copied onto each allocation
-- when it is written and whenever the visit changes, so the exclusion constraint below, which
-- can read only its own table, sees them. Nobody else sets them.
CREATE FUNCTION "visit_carers_copy_visit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.starts_at, v.ends_at, (v.status = 'Cancelled' OR v.deleted_at IS NOT NULL)
    INTO NEW.starts_at, NEW.ends_at, NEW.visit_cancelled
    FROM visits v WHERE v.id = NEW.parent_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'visit % does not exist', NEW.parent_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "visit_carers_copy_visit" BEFORE INSERT OR UPDATE ON "visit_carers" FOR EACH ROW EXECUTE FUNCTION "visit_carers_copy_visit"();--> statement-breakpoint
CREATE FUNCTION "visits_copy_to_carers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE visit_carers SET parent_id = parent_id WHERE parent_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "visits_copy_to_carers" AFTER UPDATE OF "starts_at", "ends_at", "status", "deleted_at" ON "visits" FOR EACH ROW
  WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION "visits_copy_to_carers"();--> statement-breakpoint
-- A carer is never at two overlapping visits: two live allocations of one carer to visits that
-- are not cancelled cannot share a moment (a visit ending at 09:00 and one starting at 09:00 do
-- not overlap). Two saves at once cannot both pass, as a check in the application could.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "visit_carers" ADD CONSTRAINT "visit_carers_times_known" CHECK ("starts_at" IS NOT NULL AND "ends_at" IS NOT NULL AND "starts_at" < "ends_at");--> statement-breakpoint
ALTER TABLE "visit_carers" ADD CONSTRAINT "visit_carers_no_overlap" EXCLUDE USING gist ("organisation_id" WITH =, "carer" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE (deleted_at IS NULL AND NOT visit_cancelled);

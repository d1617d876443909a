CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "funder_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"invoice_email" text,
	"phone" text,
	"active" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "funder_scales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate_per_hour" integer NOT NULL,
	"weekend_rate_per_hour" integer,
	"bank_holiday_rate_per_hour" integer,
	"mileage_per_mile" integer,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"strength" text,
	"form" text,
	"route" text,
	"controlled" boolean DEFAULT false NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE INDEX "funder_codes_code_idx" ON "funder_codes" USING btree ("organisation_id","code","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_codes_name_idx" ON "funder_codes" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_codes_type_idx" ON "funder_codes" USING btree ("organisation_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_codes_active_idx" ON "funder_codes" USING btree ("organisation_id","active","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_codes_created_idx" ON "funder_codes" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "funder_codes_code_uq" ON "funder_codes" USING btree ("organisation_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_scales_effective_from_idx" ON "funder_scales" USING btree ("organisation_id","parent_id","effective_from","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_scales_name_idx" ON "funder_scales" USING btree ("organisation_id","parent_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_scales_rate_per_hour_idx" ON "funder_scales" USING btree ("organisation_id","parent_id","rate_per_hour","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_scales_effective_to_idx" ON "funder_scales" USING btree ("organisation_id","parent_id","effective_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "funder_scales_created_idx" ON "funder_scales" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_name_idx" ON "medications" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_strength_idx" ON "medications" USING btree ("organisation_id","strength","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_form_idx" ON "medications" USING btree ("organisation_id","form","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_route_idx" ON "medications" USING btree ("organisation_id","route","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_controlled_idx" ON "medications" USING btree ("organisation_id","controlled","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "medications_created_idx" ON "medications" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "medications_name_uq" ON "medications" USING btree ("organisation_id","name") WHERE deleted_at is null;
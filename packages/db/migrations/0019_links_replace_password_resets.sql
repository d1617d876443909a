CREATE TABLE "links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"single_use" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"uses" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "links_uses_not_negative" CHECK ("links"."uses" >= 0)
);
--> statement-breakpoint
-- Reset and invitation links now live in "links" (issue 11, link access). Links still
-- outstanding in the old table stop working: their owners ask for a new one.
DROP TABLE "password_resets" CASCADE;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "links_subject_idx" ON "links" USING btree ("subject_type","subject_id","purpose");
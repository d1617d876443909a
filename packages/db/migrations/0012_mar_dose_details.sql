DROP INDEX "mar_entries_dose_idx";--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "given_by" uuid;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "quantity" double precision;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "witnessed_by" uuid;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "prn_breach" text;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "breach_reason" text;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "dose_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_medications" ADD COLUMN "prn_min_interval_hours" integer;--> statement-breakpoint
ALTER TABLE "client_medications" ADD COLUMN "prn_max_doses24h" integer;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD CONSTRAINT "mar_entries_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD CONSTRAINT "mar_entries_witnessed_by_users_id_fk" FOREIGN KEY ("witnessed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mar_entries_dose_idx" ON "mar_entries" USING btree ("client_medication_id","day","slot","dose_number");
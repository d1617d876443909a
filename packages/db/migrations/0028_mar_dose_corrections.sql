DROP INDEX "mar_entries_dose_idx";--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "given_by_carer" uuid;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "corrects_id" uuid;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mar_entries" ADD CONSTRAINT "mar_entries_corrects_id_mar_entries_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."mar_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mar_entries_corrects_idx" ON "mar_entries" USING btree ("corrects_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mar_entries_dose_idx" ON "mar_entries" USING btree ("client_medication_id","day","slot","dose_number","revision");
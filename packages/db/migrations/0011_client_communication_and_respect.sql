ALTER TABLE "clients" ADD COLUMN "respect" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "emergency_forms_kept" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "communication_needs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "communication" text;
ALTER TABLE "applicants" ADD COLUMN "spent_convictions" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "spent_convictions_details" text;--> statement-breakpoint
ALTER TABLE "carer_holidays" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "employee_holidays" ADD COLUMN "decline_reason" text;
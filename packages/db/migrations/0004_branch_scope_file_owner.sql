ALTER TABLE "files" ADD COLUMN "owner_kind" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "branch_scoped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_kind","owner_id");
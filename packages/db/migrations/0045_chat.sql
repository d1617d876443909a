CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"branch_id" uuid,
	"direct_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid,
	"body" text NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_participants" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_participants_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"tag" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"branch" uuid NOT NULL,
	"holder_type" text NOT NULL,
	"carer" uuid,
	"employee" uuid,
	"client" uuid,
	"condition" text NOT NULL,
	"last_serviced_on" date,
	"service_due_on" date,
	"notes" text,
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
CREATE TABLE "chat_settings" (
	"name" text NOT NULL,
	"retention_months" integer,
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
CREATE TABLE "stock_items" (
	"name" text NOT NULL,
	"branch" uuid NOT NULL,
	"category" text NOT NULL,
	"uniform_item" text,
	"size" text,
	"unit" text,
	"reorder_level" integer NOT NULL,
	"in_stock" integer,
	"stock_state" text,
	"low_since" timestamp with time zone,
	"notes" text,
	"label" text,
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
CREATE TABLE "stock_movements" (
	"occurred_on" date NOT NULL,
	"item" uuid NOT NULL,
	"movement" text NOT NULL,
	"quantity" integer NOT NULL,
	"carer" uuid,
	"reason" text,
	"category" text,
	"branch" uuid,
	"recorded_by" uuid,
	"uniform_record" text,
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
CREATE TABLE "task_cards" (
	"title" text NOT NULL,
	"description" text,
	"assigned_to" uuid NOT NULL,
	"due_date" date,
	"status" text NOT NULL,
	"branch" uuid NOT NULL,
	"team" uuid,
	"project" uuid,
	"position" integer,
	"alert_id" uuid,
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
CREATE TABLE "work_projects" (
	"name" text NOT NULL,
	"branch" uuid NOT NULL,
	"team" uuid,
	"status" text NOT NULL,
	"description" text,
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
CREATE TABLE "work_team_members" (
	"parent_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text,
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
CREATE TABLE "work_teams" (
	"name" text NOT NULL,
	"branch" uuid NOT NULL,
	"description" text,
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
ALTER TABLE "outbox_events" ADD COLUMN "audience" uuid[];--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_direct_idx" ON "chat_conversations" USING btree ("organisation_id","direct_key");--> statement-breakpoint
CREATE INDEX "chat_conversations_org_idx" ON "chat_conversations" USING btree ("organisation_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","sent_at");--> statement-breakpoint
CREATE INDEX "chat_messages_org_sent_idx" ON "chat_messages" USING btree ("organisation_id","sent_at");--> statement-breakpoint
CREATE INDEX "chat_messages_body_trgm_idx" ON "chat_messages" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_participants_user_idx" ON "chat_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assets_tag_idx" ON "assets" USING btree ("organisation_id","tag","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assets_type_idx" ON "assets" USING btree ("organisation_id","type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assets_description_idx" ON "assets" USING btree ("organisation_id","description","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assets_holder_type_idx" ON "assets" USING btree ("organisation_id","holder_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assets_condition_idx" ON "assets" USING btree ("organisation_id","condition","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assets_service_due_on_idx" ON "assets" USING btree ("organisation_id","service_due_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assets_branch_idx" ON "assets" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assets_created_idx" ON "assets" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "assets_tag_trgm_idx" ON "assets" USING gin ("tag" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_description_trgm_idx" ON "assets" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "assets_tag_uq" ON "assets" USING btree ("organisation_id","tag") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "chat_settings_name_idx" ON "chat_settings" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "chat_settings_retention_months_idx" ON "chat_settings" USING btree ("organisation_id","retention_months","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "chat_settings_created_idx" ON "chat_settings" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_settings_name_uq" ON "chat_settings" USING btree ("organisation_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_items_name_idx" ON "stock_items" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_items_size_idx" ON "stock_items" USING btree ("organisation_id","size","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_items_category_idx" ON "stock_items" USING btree ("organisation_id","category","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_items_branch_idx" ON "stock_items" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_items_in_stock_idx" ON "stock_items" USING btree ("organisation_id","in_stock","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_items_reorder_level_idx" ON "stock_items" USING btree ("organisation_id","reorder_level","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_items_stock_state_idx" ON "stock_items" USING btree ("organisation_id","stock_state","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_items_unit_idx" ON "stock_items" USING btree ("organisation_id","unit","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_items_created_idx" ON "stock_items" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_items_name_trgm_idx" ON "stock_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_branch_name_size_uq" ON "stock_items" USING btree ("organisation_id","branch","name",coalesce("size"::text, '')) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_movements_occurred_on_idx" ON "stock_movements" USING btree ("organisation_id","occurred_on","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_movements_movement_idx" ON "stock_movements" USING btree ("organisation_id","movement","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("organisation_id","item","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_movements_quantity_idx" ON "stock_movements" USING btree ("organisation_id","quantity","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_movements_carer_idx" ON "stock_movements" USING btree ("organisation_id","carer","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_movements_reason_idx" ON "stock_movements" USING btree ("organisation_id","reason","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_movements_recorded_by_idx" ON "stock_movements" USING btree ("organisation_id","recorded_by","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_movements_branch_idx" ON "stock_movements" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_movements_category_idx" ON "stock_movements" USING btree ("organisation_id","category","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stock_movements_reason_trgm_idx" ON "stock_movements" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "task_cards_due_date_idx" ON "task_cards" USING btree ("organisation_id","due_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "task_cards_title_idx" ON "task_cards" USING btree ("organisation_id","title","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "task_cards_status_idx" ON "task_cards" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "task_cards_assigned_to_idx" ON "task_cards" USING btree ("organisation_id","assigned_to","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "task_cards_branch_idx" ON "task_cards" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "task_cards_team_idx" ON "task_cards" USING btree ("organisation_id","team","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "task_cards_project_idx" ON "task_cards" USING btree ("organisation_id","project","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "task_cards_created_idx" ON "task_cards" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "task_cards_title_trgm_idx" ON "task_cards" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "task_cards_description_trgm_idx" ON "task_cards" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_projects_name_idx" ON "work_projects" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_projects_branch_idx" ON "work_projects" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_projects_team_idx" ON "work_projects" USING btree ("organisation_id","team","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_projects_status_idx" ON "work_projects" USING btree ("organisation_id","status","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_projects_created_idx" ON "work_projects" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_projects_name_trgm_idx" ON "work_projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "work_projects_name_branch_uq" ON "work_projects" USING btree ("organisation_id","name","branch") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_team_members_user_id_idx" ON "work_team_members" USING btree ("organisation_id","parent_id","user_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_team_members_role_idx" ON "work_team_members" USING btree ("organisation_id","parent_id","role","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_team_members_created_idx" ON "work_team_members" USING btree ("organisation_id","parent_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_teams_name_idx" ON "work_teams" USING btree ("organisation_id","name","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_teams_branch_idx" ON "work_teams" USING btree ("organisation_id","branch","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_teams_created_idx" ON "work_teams" USING btree ("organisation_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "work_teams_name_trgm_idx" ON "work_teams" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "work_teams_name_branch_uq" ON "work_teams" USING btree ("organisation_id","name","branch") WHERE deleted_at is null;
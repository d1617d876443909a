-- Each server process keeps the callers it has resolved (session, account, role, permissions,
-- organisation, branch, MFA state) in memory for a few seconds (issue 10, item 11). A change to
-- any table those are read from tells every process on channel care360_callers, and each drops
-- its cached callers, so a sign-out, role change or deactivation holds on the next request.
-- Statement-level triggers: one notice per statement (PostgreSQL folds repeats in a transaction).
CREATE FUNCTION "care360_caller_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('care360_callers', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_caller_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "care360_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "roles_caller_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "care360_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "role_permissions_caller_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "care360_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_permissions_caller_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "care360_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_mfa_caller_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_mfa" FOR EACH STATEMENT EXECUTE FUNCTION "care360_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "organisations_caller_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organisations" FOR EACH STATEMENT EXECUTE FUNCTION "care360_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "branches_caller_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branches" FOR EACH STATEMENT EXECUTE FUNCTION "care360_caller_changed"();
--> statement-breakpoint
-- A new session is in no cache, and the once-a-minute last-seen touch changes no caller: only an
-- ended session or a change to whose or how long it is tells the processes.
CREATE TRIGGER "sessions_caller_ended" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "care360_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_caller_changed" AFTER UPDATE OF "id_hash", "user_id", "parent_user_id", "expires_at" ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "care360_caller_changed"();

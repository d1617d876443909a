-- The audit trail is append-only (issue 8, item 12): entries are inserted, never changed, deleted
-- or truncated, whoever asks. A hard delete of a user who appears in the trail is refused too
-- (audit_log.actor_user_id would be set to null): users are deactivated and soft-deleted instead.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only: % of audit_log is not allowed.', TG_OP
    USING ERRCODE = 'insufficient_privilege',
          HINT = 'Audit entries are never changed or removed; record a new entry instead.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();

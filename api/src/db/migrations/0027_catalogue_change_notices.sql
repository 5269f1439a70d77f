-- Every admin write adds an audit entry in its own transaction (docs/decisions/023). Each such
-- transaction tells every API replica listening on the channel, when it commits (never when it
-- rolls back): they drop their copies of the catalogue at once (db/change-feed.ts).
CREATE FUNCTION pitstop_notify_audit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pitstop_changes', 'audit');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_notify AFTER INSERT ON audit_entries FOR EACH STATEMENT EXECUTE FUNCTION pitstop_notify_audit();

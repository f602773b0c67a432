-- The query list's stamp (issue 31, the list benchmarks): one counter per organization that moves
-- whenever anything a query list shows may have changed: a query row (any column), a saved version
-- (who saved it), the name or e-mail of a user who wrote or saved a query, a query's schedule
-- (cron, timezone, enabled) and a favorite of a query. A list read checks the stamp (one row by
-- key) instead of digesting the versions of every row of its page; what the viewer may see is the
-- viewer's own state and is part of the key of what is kept (src/domain/queries/list-queries.ts).
--
-- The stamp moves at COMMIT (deferred constraint triggers), in the writing transaction, so that a
-- reader sees the new stamp exactly when it sees the change, and the stamp row is locked only for
-- the moment of the commit, not for the length of the writing transaction.
CREATE TABLE query_list_stamps (
  org_id integer PRIMARY KEY,
  stamp bigint NOT NULL DEFAULT 1
);

INSERT INTO query_list_stamps (org_id) SELECT id FROM organizations;

-- No foreign key: an organization deleted with its queries moves its stamp at the same commit.
CREATE FUNCTION overlook_move_query_list_stamp(org integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO query_list_stamps AS s (org_id) VALUES (org)
  ON CONFLICT (org_id) DO UPDATE SET stamp = s.stamp + 1
$$;

-- One function per table (PL/pgSQL resolves a record's fields as it meets them).
CREATE FUNCTION overlook_query_list_query_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM overlook_move_query_list_stamp(OLD.org_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.org_id IS DISTINCT FROM OLD.org_id) THEN
    PERFORM overlook_move_query_list_stamp(NEW.org_id);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION overlook_query_list_version_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A version deleted with its query: the query's own trigger moved the stamp.
  PERFORM overlook_move_query_list_stamp(q.org_id) FROM queries q
  WHERE q.id IN (CASE WHEN TG_OP = 'DELETE' THEN OLD.query_id ELSE NEW.query_id END, CASE WHEN TG_OP = 'UPDATE' THEN OLD.query_id END);
  RETURN NULL;
END $$;

CREATE FUNCTION overlook_query_list_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a user whose name a list shows: the author of a query or who saved a version of one.
  IF EXISTS (SELECT 1 FROM queries q WHERE q.user_id = NEW.id) OR EXISTS (SELECT 1 FROM query_versions v WHERE v.user_id = NEW.id) THEN
    PERFORM overlook_move_query_list_stamp(NEW.org_id);
  END IF;
  RETURN NULL;
END $$;

-- Schedules and favorites: only those of a query (the column that names the kind is the argument).
CREATE FUNCTION overlook_query_list_entity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND to_jsonb(OLD) ->> TG_ARGV[0] = 'query' THEN PERFORM overlook_move_query_list_stamp(OLD.org_id); END IF;
  IF TG_OP <> 'DELETE' AND to_jsonb(NEW) ->> TG_ARGV[0] = 'query' THEN PERFORM overlook_move_query_list_stamp(NEW.org_id); END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER queries_list_stamp AFTER INSERT OR UPDATE OR DELETE ON queries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION overlook_query_list_query_changed();

CREATE CONSTRAINT TRIGGER query_versions_list_stamp AFTER INSERT OR UPDATE OR DELETE ON query_versions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION overlook_query_list_version_changed();

CREATE CONSTRAINT TRIGGER users_list_stamp AFTER UPDATE OF name, email ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION overlook_query_list_user_changed();

CREATE CONSTRAINT TRIGGER schedules_list_stamp_added_removed AFTER INSERT OR DELETE ON schedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION overlook_query_list_entity_changed('entity_type');

-- The scheduler moves next_run_at and last_run_at all the time: those are not shown.
CREATE CONSTRAINT TRIGGER schedules_list_stamp_changed AFTER UPDATE ON schedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.cron IS DISTINCT FROM NEW.cron OR OLD.timezone IS DISTINCT FROM NEW.timezone
    OR OLD.enabled IS DISTINCT FROM NEW.enabled OR OLD.entity_type IS DISTINCT FROM NEW.entity_type
    OR OLD.entity_id IS DISTINCT FROM NEW.entity_id OR OLD.org_id IS DISTINCT FROM NEW.org_id)
  EXECUTE FUNCTION overlook_query_list_entity_changed('entity_type');

CREATE CONSTRAINT TRIGGER favorites_list_stamp AFTER INSERT OR UPDATE OR DELETE ON favorites
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION overlook_query_list_entity_changed('object_type');

-- Issue 29. An organization created through public signup is egress-restricted (set at signup from
-- SIGNUP_ORGANIZATIONS_EGRESS, default restricted): its connectors and destinations reach no
-- loopback, private or link-local address nor the metadata database server (src/egress/guard.ts).
-- Existing organizations keep the rules they had.
ALTER TABLE organizations ADD COLUMN egress_restricted boolean NOT NULL DEFAULT false;

-- Issue 29: a result records the query version it ran, so that a reader who may not see a query's
-- working version cannot read a result of it (src/policies/query-result.ts), and published
-- widgets, public links and digests show only results of the published version
-- (queries.published_query_data_id, the latest of those). Older results have no version: they
-- keep the rule they had (NULL query_id).
ALTER TABLE jobs ADD COLUMN query_version integer;
ALTER TABLE query_results ADD COLUMN query_id integer, ADD COLUMN query_version integer;
ALTER TABLE queries ADD COLUMN published_query_data_id integer;
-- Without a pending draft, the latest result is the published version's as far as anyone can tell.
UPDATE queries SET published_query_data_id = latest_query_data_id
 WHERE published_version IS NOT NULL AND published_version = working_version;

-- The enqueue function gains the version (prisma/migrations/0018_enqueue_execution, otherwise unchanged).
DROP FUNCTION overlook_enqueue_execution(int, int, text, int, int, text, jsonb, timestamptz, text, int, boolean, jsonb);
CREATE FUNCTION overlook_enqueue_execution(
  p_org_id int,
  p_data_source_id int,
  p_query_hash text,
  p_user_id int,
  p_query_id int,
  p_query_text text,
  p_parameters jsonb,
  p_created_at timestamptz,
  p_run_entity_type text,
  p_run_entity_id int,
  p_with_run boolean,
  p_run_details jsonb,
  p_query_version int
) RETURNS SETOF jobs
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_org_id::text || ':' || p_query_hash, 0));
  RETURN QUERY
  WITH existing AS (
    SELECT * FROM jobs j WHERE NOT p_with_run AND j.org_id = p_org_id AND j.data_source_id = p_data_source_id
      AND j.query_hash = p_query_hash AND j.status IN (1, 2) AND j.run_id IS NULL
    ORDER BY j.id DESC LIMIT 1
  ), ids AS (
    SELECT nextval(pg_get_serial_sequence('jobs', 'id'))::int AS job_id,
           CASE WHEN p_with_run THEN nextval(pg_get_serial_sequence('runs', 'id'))::int END AS run_id
    WHERE NOT EXISTS (SELECT 1 FROM existing)
  ), new_run AS (
    INSERT INTO runs (id, org_id, entity_type, entity_id, job_id, user_id, status, details, created_at)
    SELECT ids.run_id, p_org_id, p_run_entity_type, p_run_entity_id, ids.job_id, p_user_id, 1, p_run_details, p_created_at
      FROM ids WHERE ids.run_id IS NOT NULL
  ), new_job AS (
    INSERT INTO jobs (id, org_id, user_id, data_source_id, query_id, query_hash, query_text, parameters, status, created_at, run_id, query_version)
    SELECT ids.job_id, p_org_id, p_user_id, p_data_source_id, p_query_id, p_query_hash, p_query_text, p_parameters, 1, p_created_at, ids.run_id,
           p_query_version
      FROM ids
    RETURNING *
  ), task AS (
    SELECT graphile_worker.add_job('execute_query', json_build_object('jobId', new_job.id), job_key => 'execute_query:' || new_job.id::text, max_attempts => 1,
      job_key_mode => 'unsafe_dedupe')
      FROM new_job
  )
  SELECT new_job.* FROM new_job WHERE (SELECT count(*) FROM task) >= 0
  UNION ALL SELECT * FROM existing;
END
$$;

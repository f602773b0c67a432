-- An execution request's job in ONE round trip (src/domain/execution/request-execution.ts):
-- the key's advisory lock, then the active identical job, or a new job with its run (when asked)
-- and its graphile `execute_query` task. PL/pgSQL runs each statement of a VOLATILE function with
-- a fresh snapshot, so the statement after the lock sees every job committed before the lock was
-- taken: two requests for one key cannot both enqueue. Called in its own implicit transaction (the
-- lock is released at its end) or inside the caller's (after its cache check).
-- Statuses: 1 queued, 2 started (src/domain/jobs/job-status.ts).
-- The graphile task's key is the job's own id, which no other task ever has: job_key_mode
-- 'unsafe_dedupe' deduplicates nothing here, it only takes add_job's single-statement insert instead
-- of add_jobs' batch path (measured: about 380 against 740 microseconds a call).
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
  p_run_details jsonb
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
    INSERT INTO jobs (id, org_id, user_id, data_source_id, query_id, query_hash, query_text, parameters, status, created_at, run_id)
    SELECT ids.job_id, p_org_id, p_user_id, p_data_source_id, p_query_id, p_query_hash, p_query_text, p_parameters, 1, p_created_at, ids.run_id
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

-- The fire job takes due schedules in batches (enabled AND next_run_at <= now() ORDER BY next_run_at).
CREATE INDEX schedules_next_run_at_idx ON schedules(next_run_at);
-- A job's runs are claimed and finished by job_id (several monitors share one job): no scan of every run.
CREATE INDEX runs_job_id_idx ON runs(job_id);

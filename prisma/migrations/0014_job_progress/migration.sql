-- Progress of a running job: rows fetched from the connector so far, written by the worker at a
-- bounded rate (not per row) and once more when the job ends. Elapsed time comes from started_at.
ALTER TABLE jobs ADD COLUMN rows_fetched integer NOT NULL DEFAULT 0;

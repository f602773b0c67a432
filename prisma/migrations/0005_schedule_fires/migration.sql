-- One row per schedule fire: the unique key makes a fire happen once across every worker process,
-- and scheduled_at vs started_at is the fire lag.
CREATE TABLE schedule_fires (
  id serial PRIMARY KEY,
  schedule_id integer NOT NULL REFERENCES schedules(id) ON DELETE CASCADE,
  scheduled_at timestamptz(3) NOT NULL,
  started_at timestamptz(3) NOT NULL DEFAULT now(),
  worker text,
  run_id integer,
  error text,
  UNIQUE (schedule_id, scheduled_at)
);

-- The run whose result set the monitor's current state (its latest evaluated check).
ALTER TABLE monitors ADD COLUMN last_run_id integer;

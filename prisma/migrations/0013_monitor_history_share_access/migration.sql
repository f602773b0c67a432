-- Hysteresis: consecutive checks on which the condition held (options.breaches), and the state
-- the monitor had before an evaluation error (options.on_error = keep_state and the recovery record).
ALTER TABLE monitors ADD COLUMN breach_count integer NOT NULL DEFAULT 0;

-- A monitor's state history: every transition made by a check and every manual action, with the
-- value read, the run and (for manual actions) who acted. Pruned after MONITOR_EVENT_RETENTION_DAYS.
CREATE TABLE monitor_events (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  monitor_id integer NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
  kind text NOT NULL,
  from_state text,
  to_state text NOT NULL,
  value double precision,
  run_id integer,
  user_id integer,
  error text,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX monitor_events_monitor_id_created_at_idx ON monitor_events (monitor_id, created_at DESC, id DESC);
CREATE INDEX monitor_events_created_at_idx ON monitor_events (created_at);

-- Public links may expire: past share_expires_at the link answers 404 like a revoked one.
ALTER TABLE dashboards ADD COLUMN share_expires_at timestamptz(3);

-- One row per view of a public dashboard (page, JSON, embed). No raw address: a keyed hash of it.
CREATE TABLE share_accesses (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  dashboard_id integer NOT NULL REFERENCES dashboards(id) ON DELETE CASCADE,
  kind text NOT NULL,
  ip_hash text NOT NULL,
  user_agent_family text NOT NULL,
  referrer_origin text,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX share_accesses_dashboard_id_created_at_idx ON share_accesses (dashboard_id, created_at DESC, id DESC);

CREATE TABLE organizations (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  domain text UNIQUE,
  ai_enabled boolean NOT NULL DEFAULT false,
  ai_base_url text,
  ai_model text,
  ai_api_key_encrypted text,
  ai_rate_limit_per_minute integer NOT NULL DEFAULT 10,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text,
  api_key_hash text UNIQUE,
  invite_token_hash text UNIQUE,
  invited_at timestamptz(3),
  invite_expires_at timestamptz(3),
  accepted_at timestamptz(3),
  disabled_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (org_id, email)
);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  expires_at timestamptz(3) NOT NULL
);

CREATE TABLE exchange_tokens (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL,
  expires_at timestamptz(3) NOT NULL,
  used_at timestamptz(3)
);

CREATE TABLE groups (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'regular',
  restricted boolean NOT NULL DEFAULT false,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (org_id, name)
);

CREATE TABLE group_members (
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_members_user_id_idx ON group_members(user_id);

CREATE TABLE roles (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  permissions text[] NOT NULL,
  builtin boolean NOT NULL DEFAULT false,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (org_id, name)
);

CREATE TABLE group_roles (
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, role_id)
);

CREATE TABLE data_sources (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL,
  options jsonb NOT NULL DEFAULT '{}',
  secret_options_encrypted text,
  schema_cache jsonb,
  schema_cached_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX data_sources_org_id_idx ON data_sources(org_id);

CREATE TABLE group_data_sources (
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  data_source_id integer NOT NULL REFERENCES data_sources(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, data_source_id)
);

CREATE TABLE rate_limits (
  name text NOT NULL,
  key text NOT NULL,
  window_start timestamptz(3) NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (name, key, window_start)
);

CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  org_id integer,
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  headers jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending',
  error text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  sent_at timestamptz(3)
);

CREATE TABLE queries (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  data_source_id integer NOT NULL REFERENCES data_sources(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  query text NOT NULL,
  options jsonb NOT NULL DEFAULT '{}',
  working_version integer NOT NULL DEFAULT 1,
  published_version integer,
  published_name text,
  published_query text,
  published_options jsonb,
  is_archived boolean NOT NULL DEFAULT false,
  latest_query_data_id integer,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX queries_org_id_idx ON queries(org_id);

CREATE TABLE query_versions (
  id serial PRIMARY KEY,
  query_id integer NOT NULL REFERENCES queries(id) ON DELETE CASCADE,
  version integer NOT NULL,
  name text NOT NULL,
  query text NOT NULL,
  options jsonb NOT NULL DEFAULT '{}',
  user_id integer NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (query_id, version)
);

CREATE TABLE query_results (
  id serial PRIMARY KEY,
  org_id integer NOT NULL,
  data_source_id integer NOT NULL,
  query_hash text NOT NULL,
  query_text text NOT NULL,
  columns jsonb NOT NULL DEFAULT '[]',
  row_count integer NOT NULL DEFAULT 0,
  byte_size bigint NOT NULL DEFAULT 0,
  runtime double precision NOT NULL,
  retrieved_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX query_results_lookup_idx ON query_results(org_id, data_source_id, query_hash, retrieved_at);

CREATE TABLE query_result_chunks (
  result_id integer NOT NULL REFERENCES query_results(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  rows text NOT NULL,
  PRIMARY KEY (result_id, seq)
);

CREATE TABLE jobs (
  id serial PRIMARY KEY,
  org_id integer NOT NULL,
  user_id integer,
  data_source_id integer NOT NULL,
  query_id integer,
  query_hash text NOT NULL,
  query_text text NOT NULL,
  parameters jsonb NOT NULL DEFAULT '[]',
  status integer NOT NULL DEFAULT 1,
  error text,
  query_result_id integer,
  run_id integer,
  worker_id text,
  heartbeat_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  started_at timestamptz(3),
  finished_at timestamptz(3)
);
CREATE INDEX jobs_dedupe_idx ON jobs(org_id, data_source_id, query_hash, status);
CREATE INDEX jobs_status_heartbeat_idx ON jobs(status, heartbeat_at);

CREATE TABLE runs (
  id serial PRIMARY KEY,
  org_id integer NOT NULL,
  entity_type text NOT NULL,
  entity_id integer NOT NULL,
  job_id integer,
  user_id integer,
  status integer NOT NULL DEFAULT 1,
  error text,
  query_result_id integer,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  finished_at timestamptz(3)
);
CREATE INDEX runs_entity_idx ON runs(org_id, entity_type, entity_id, created_at);

CREATE TABLE visualizations (
  id serial PRIMARY KEY,
  query_id integer NOT NULL REFERENCES queries(id) ON DELETE CASCADE,
  type text NOT NULL,
  name text NOT NULL,
  description text,
  options jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE dashboards (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  name text NOT NULL,
  slug text NOT NULL,
  is_archived boolean NOT NULL DEFAULT false,
  published_snapshot jsonb,
  published_at timestamptz(3),
  share_token_hash text UNIQUE,
  share_token_encrypted text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (org_id, slug)
);

CREATE TABLE widgets (
  id serial PRIMARY KEY,
  dashboard_id integer NOT NULL REFERENCES dashboards(id) ON DELETE CASCADE,
  visualization_id integer REFERENCES visualizations(id) ON DELETE CASCADE,
  text text,
  width integer NOT NULL DEFAULT 1,
  options jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE destinations (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL,
  options jsonb NOT NULL DEFAULT '{}',
  secret_options_encrypted text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE monitors (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  query_id integer NOT NULL REFERENCES queries(id) ON DELETE CASCADE,
  name text NOT NULL,
  options jsonb NOT NULL DEFAULT '{}',
  rearm integer,
  notify_on_recovery boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'unknown',
  state_error text,
  acknowledged_at timestamptz(3),
  snoozed_until timestamptz(3),
  muted boolean NOT NULL DEFAULT false,
  last_triggered_at timestamptz(3),
  last_notified_at timestamptz(3),
  last_checked_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  monitor_id integer NOT NULL REFERENCES monitors(id) ON DELETE CASCADE,
  destination_id integer NOT NULL REFERENCES destinations(id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (monitor_id, destination_id)
);

CREATE TABLE deliveries (
  id serial PRIMARY KEY,
  org_id integer NOT NULL,
  monitor_id integer REFERENCES monitors(id) ON DELETE CASCADE,
  destination_id integer NOT NULL,
  event_id text NOT NULL,
  event jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'pending',
  status integer,
  error text,
  attempt integer NOT NULL DEFAULT 1,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX deliveries_monitor_idx ON deliveries(monitor_id, created_at);

CREATE TABLE schedules (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  entity_type text NOT NULL,
  entity_id integer NOT NULL,
  cron text NOT NULL,
  timezone text NOT NULL DEFAULT 'UTC',
  enabled boolean NOT NULL DEFAULT true,
  next_run_at timestamptz(3),
  last_run_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX schedules_entity_idx ON schedules(org_id, entity_type, entity_id);

CREATE TABLE digest_subscriptions (
  id serial PRIMARY KEY,
  org_id integer NOT NULL,
  user_id integer NOT NULL,
  dashboard_id integer NOT NULL,
  frequency text NOT NULL,
  hour integer NOT NULL,
  timezone text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  last_sent_at timestamptz(3),
  unsubscribed_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

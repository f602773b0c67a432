-- Redash parity: tags on queries and dashboards, a dashboard's Redash fields (version for
-- optimistic writes, options, layout, dashboard_filters_enabled) and per-user favorites.
ALTER TABLE queries ADD COLUMN tags text[] NOT NULL DEFAULT '{}';
CREATE INDEX queries_tags_idx ON queries USING gin (tags);

ALTER TABLE dashboards ADD COLUMN tags text[] NOT NULL DEFAULT '{}';
ALTER TABLE dashboards ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE dashboards ADD COLUMN options jsonb NOT NULL DEFAULT '{}';
ALTER TABLE dashboards ADD COLUMN layout jsonb NOT NULL DEFAULT '[]';
ALTER TABLE dashboards ADD COLUMN dashboard_filters_enabled boolean NOT NULL DEFAULT false;
CREATE INDEX dashboards_tags_idx ON dashboards USING gin (tags);

-- A user's favorite queries and dashboards (object_type 'query' or 'dashboard'). Lists read
-- them through the object's own policy scope, so a favorite never reveals what the user cannot see.
CREATE TABLE favorites (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  object_type text NOT NULL CHECK (object_type IN ('query', 'dashboard')),
  object_id integer NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX favorites_user_id_object_type_object_id_key ON favorites (user_id, object_type, object_id);
CREATE INDEX favorites_object_type_object_id_idx ON favorites (object_type, object_id);

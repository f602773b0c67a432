-- overlook import-redash: which Overlook object each Redash object became, per organization and
-- source, with a digest of what was imported, so a second run updates what changed and creates
-- nothing twice.
CREATE TABLE redash_import_map (
  org_id     integer     NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  source     text        NOT NULL,
  kind       text        NOT NULL,
  source_id  text        NOT NULL,
  target_id  integer     NOT NULL,
  digest     text        NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, source, kind, source_id)
);

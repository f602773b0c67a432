-- Each data source's schema as last read from its target, kept in a table of its own: the
-- schema endpoint answers from it (with its age), graphile-worker tasks read it again in the
-- background. data_sources no longer carries it, so the row every execution request reads stays
-- small however large the target's schema is.
CREATE TABLE data_source_schemas (
  data_source_id integer PRIMARY KEY REFERENCES data_sources(id) ON DELETE CASCADE,
  tables jsonb NOT NULL,
  table_count integer NOT NULL,
  column_count integer NOT NULL,
  retrieved_at timestamptz(3) NOT NULL,
  -- The last background read that failed (the kept tables stay as they were); cleared by a success.
  error text,
  failed_at timestamptz(3)
);

-- Kept copies older than this are read again by the sweep (refresh_data_source_schemas).
CREATE INDEX data_source_schemas_retrieved_at ON data_source_schemas (retrieved_at);

INSERT INTO data_source_schemas (data_source_id, tables, table_count, column_count, retrieved_at)
SELECT id, schema_cache, jsonb_array_length(schema_cache),
       (SELECT coalesce(sum(jsonb_array_length(t -> 'columns')), 0) FROM jsonb_array_elements(schema_cache) t),
       schema_cached_at
  FROM data_sources
 WHERE schema_cache IS NOT NULL AND jsonb_typeof(schema_cache) = 'array' AND schema_cached_at IS NOT NULL;

ALTER TABLE data_sources DROP COLUMN schema_cache, DROP COLUMN schema_cached_at;

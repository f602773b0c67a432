-- Result chunks (~150 KB of JSON each) were compressed with pglz as they were stored: on a large
-- result that is most of the metadata database's CPU, spent on the cores that also run the service
-- and the target. lz4 compresses and decompresses several times faster at a similar ratio; on a
-- server built without lz4 the chunks are kept uncompressed (EXTERNAL: out of line, no compression)
-- rather than paying pglz. Only newly written values are affected.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE query_result_chunks ALTER COLUMN rows SET COMPRESSION lz4;
  ELSE
    ALTER TABLE query_result_chunks ALTER COLUMN rows SET STORAGE EXTERNAL;
  END IF;
END
$$;

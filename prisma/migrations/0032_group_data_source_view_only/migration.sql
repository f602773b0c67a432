-- Redash's view_only data-source groups: members reach the connector (see its queries) but cannot run SQL on it.
ALTER TABLE group_data_sources ADD COLUMN view_only boolean NOT NULL DEFAULT false;

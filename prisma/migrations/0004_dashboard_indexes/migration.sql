-- Dashboards read their widgets and queries read their visualizations on every page view.
CREATE INDEX widgets_dashboard_id_idx ON widgets(dashboard_id);
CREATE INDEX widgets_visualization_id_idx ON widgets(visualization_id);
CREATE INDEX visualizations_query_id_idx ON visualizations(query_id);
CREATE INDEX dashboards_org_updated_idx ON dashboards(org_id, is_archived, updated_at);

-- Live data (issue 31): the database tells every process, through the same NOTIFY channel as
-- src/pubsub.ts, when a saved query gets a new result and when a dashboard changes, whatever
-- code path (and whichever process) made the change. Payloads carry ids only.

-- A query's latest result moved: `query_result:<query id>`, and `dashboard:<id>` for every
-- dashboard that shows one of its visualizations (a refresh completing, widget by widget).
CREATE FUNCTION overlook_notify_query_result() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('overlook_events', json_build_object('topic', 'query_result:' || NEW.id,
    'data', json_build_object('queryId', NEW.id, 'queryResultId', NEW.latest_query_data_id))::text);
  PERFORM pg_notify('overlook_events', json_build_object('topic', 'dashboard:' || shown.dashboard_id,
    'data', json_build_object('dashboardId', shown.dashboard_id, 'reason', 'result'))::text)
  FROM (SELECT DISTINCT w.dashboard_id FROM widgets w JOIN visualizations v ON v.id = w.visualization_id WHERE v.query_id = NEW.id) AS shown;
  RETURN NULL;
END $$;

CREATE TRIGGER queries_result_ready AFTER UPDATE OF latest_query_data_id ON queries
  FOR EACH ROW WHEN (NEW.latest_query_data_id IS NOT NULL AND NEW.latest_query_data_id IS DISTINCT FROM OLD.latest_query_data_id)
  EXECUTE FUNCTION overlook_notify_query_result();

-- A dashboard's own row changed (publish, rename, filters, archive): `dashboard:<id>`.
CREATE FUNCTION overlook_notify_dashboard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('overlook_events', json_build_object('topic', 'dashboard:' || NEW.id,
    'data', json_build_object('dashboardId', NEW.id, 'reason', 'dashboard'))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER dashboards_updated AFTER UPDATE ON dashboards
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION overlook_notify_dashboard();

-- A widget added, changed or removed: `dashboard:<its dashboard>`.
CREATE FUNCTION overlook_notify_widget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dashboard integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.dashboard_id ELSE NEW.dashboard_id END;
BEGIN
  PERFORM pg_notify('overlook_events', json_build_object('topic', 'dashboard:' || dashboard,
    'data', json_build_object('dashboardId', dashboard, 'reason', 'widgets'))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER widgets_changed AFTER INSERT OR UPDATE OR DELETE ON widgets
  FOR EACH ROW EXECUTE FUNCTION overlook_notify_widget();

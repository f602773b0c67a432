/** REST shapes (snake_case selections) of visualizations, dashboards and widgets, in one place. */
export const VISUALIZATION = `id query_id: queryId type name description options created_at: createdAt updated_at: updatedAt`;
const RESULT = `columns rows row_count: rowCount truncated retrieved_at: retrievedAt`;
export const WIDGET = `id dashboard_id: dashboardId visualization_id: visualizationId text width options query_result_id: queryResultId
  visualization { id type name description options query_id: queryId query_name: queryName } result { ${RESULT} }`;
export const DASHBOARD_SUMMARY = `id name slug user_id: userId is_archived: isArchived is_draft: isDraft published_at: publishedAt
  can_edit: canEdit is_shared: isShared created_at: createdAt updated_at: updatedAt`;
export const DASHBOARD = `${DASHBOARD_SUMMARY} public_url: publicUrl widgets { ${WIDGET} }`;
export const PUBLIC_DASHBOARD = `name published_at: publishedAt widgets(widgetId: $widgetId) { id text width options
  visualization { type name description options title } result { ${RESULT} } }`;

interface WidgetResultShape {
  columns: unknown;
  rows: unknown;
  row_count: number;
  truncated: boolean;
  retrieved_at: string;
}

/** A widget's result in the query-result shape of the conventions: rows under `data`. */
export function restWidget<T extends { result: WidgetResultShape | null }>(widget: T) {
  if (!widget.result) return widget;
  const { columns, rows, ...rest } = widget.result;
  return { ...widget, result: { data: { columns, rows }, ...rest } };
}

export function restDashboard<T extends { widgets?: { result: WidgetResultShape | null }[] }>(dashboard: T) {
  return dashboard.widgets ? { ...dashboard, widgets: dashboard.widgets.map(restWidget) } : dashboard;
}

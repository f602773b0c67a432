/** Widget results in the REST shape of the conventions (rows under `data`), for dashboards and widgets. */
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

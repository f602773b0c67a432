import type { JsonSchema } from '../route-doc.js';

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

/** The nullable object schema `schema` stands for, and how to wrap a changed copy back (`type: [object, null]` or anyOf). */
function nullableObject(schema: JsonSchema): [JsonSchema, (changed: JsonSchema) => JsonSchema] {
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf) return [anyOf[0], (changed) => ({ ...schema, anyOf: [changed, ...anyOf.slice(1)] })];
  return [schema, (changed) => changed];
}

/** restWidget() on the document's side: a widget's result with its columns and rows under `data`. */
export function restWidgetSchema(widget: JsonSchema): JsonSchema {
  const properties = widget.properties as Record<string, JsonSchema>;
  if (!properties.result) return widget;
  const [result, rewrap] = nullableObject(properties.result);
  const { columns, rows, ...rest } = result.properties as Record<string, JsonSchema>;
  const data = { type: 'object', required: ['columns', 'rows'], properties: { columns, rows } };
  const reshaped = {
    ...result,
    required: ['data', ...((result.required as string[]) ?? []).filter((name) => name !== 'columns' && name !== 'rows')],
    properties: { data, ...rest },
  };
  return { ...widget, properties: { ...properties, result: rewrap(reshaped) } };
}

/** redashDashboard() (or restDashboard() with `redash` false) on the document's side. */
export function dashboardSchema(redash: boolean) {
  return (dashboard: JsonSchema): JsonSchema => {
    const properties = dashboard.properties as Record<string, JsonSchema>;
    const widgets = properties.widgets;
    if (!widgets?.items) return dashboard;
    const item = restWidgetSchema(widgets.items as JsonSchema);
    // Text widgets come without a `visualization` key.
    const widget = redash ? { ...item, required: ((item.required as string[]) ?? []).filter((name) => name !== 'visualization') } : item;
    return { ...dashboard, properties: { ...properties, widgets: { ...widgets, items: widget } } };
  };
}

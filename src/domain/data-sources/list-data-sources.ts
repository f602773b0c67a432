import type { Context } from '../../context.js';
import { scopeSql } from '../../policies/data-source.js';
import { configurableListSource, type ConfigurableListRow } from '../configurable-list.js';

/** A listed connector: the columns DataSourceType's fields read (not its schema cache). */
export type DataSourceListRow = ConfigurableListRow;

/** The connectors the viewer reaches (the data source policy's `scopeSql`), a page in one statement. */
export function dataSourceListSource(ctx: Context) {
  return configurableListSource(ctx, { table: 'data_sources', alias: 'ds', scopeSql });
}

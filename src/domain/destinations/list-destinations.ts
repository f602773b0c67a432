import type { Context } from '../../context.js';
import { scopeSql } from '../../policies/destination.js';
import { configurableListSource, type ConfigurableListRow } from '../configurable-list.js';

/** A listed destination: the columns DestinationType's fields read. */
export type DestinationListRow = ConfigurableListRow;

/** The destinations the viewer sees (the destination policy's `scopeSql`), a page in one statement. */
export function destinationListSource(ctx: Context) {
  return configurableListSource(ctx, { table: 'destinations', alias: 'de', scopeSql });
}

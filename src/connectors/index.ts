import { clickhouseConnector, closeClickHousePools } from './clickhouse/index.js';
import { closeDuckdbInstances, duckdbConnector } from './duckdb/index.js';
import { closeMysqlPools, mysqlConnector } from './mysql/index.js';
import { closePostgresPools, postgresConnector } from './pg/index.js';
import { prometheusConnector } from './prometheus/index.js';
import { registerConnector } from './registry.js';
import { resultsConnector } from './results/index.js';
import { sqliteConnector } from './sqlite/index.js';

registerConnector(postgresConnector);
registerConnector(mysqlConnector);
registerConnector(sqliteConnector);
registerConnector(duckdbConnector);
registerConnector(resultsConnector);
registerConnector(clickhouseConnector);
registerConnector(prometheusConnector);

export { connectorKind, connectorKinds } from './registry.js';

/** Closes the target connections kept between jobs (the worker's stop). */
export async function closeConnectorPools(): Promise<void> {
  await Promise.all([closePostgresPools(), closeMysqlPools(), closeDuckdbInstances(), closeClickHousePools()]);
}

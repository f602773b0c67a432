import { mysqlConnector } from './mysql/index.js';
import { postgresConnector } from './pg/index.js';
import { registerConnector } from './registry.js';
import { sqliteConnector } from './sqlite/index.js';

registerConnector(postgresConnector);
registerConnector(mysqlConnector);
registerConnector(sqliteConnector);

export { connectorKind, connectorKinds } from './registry.js';

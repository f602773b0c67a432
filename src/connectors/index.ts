import { postgresConnector } from './pg/index.js';
import { registerConnector } from './registry.js';

registerConnector(postgresConnector);

export { connectorKind, connectorKinds } from './registry.js';

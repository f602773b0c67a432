import { builder } from './builder.js';
import './errors.js';
import './node.js';
import './organization.js';
import './permission.js';
import './user.js';
import './group.js';
import './role.js';
import './session.js';
import './invitation.js';
import './configurable-kind.js';
import './data-source.js';
import './query-result.js';
import './query.js';
import './job.js';
import './run.js';
import './ai.js';
import './digest.js';
import './visualization.js';
import './widget.js';
import './dashboard.js';
import './public-dashboard.js';
import './share-access.js';
import './destination.js';
import './monitor.js';
import './monitor-history.js';
import './schedule.js';
import './policies.js';
import './redash-fields.js';
import './tag.js';
import './favorite.js';
import './alert.js';
import './redash-import.js';
import './sample-data.js';
import './live.js';

/** The public graph: what /graphql serves and schema/schema.graphql prints. */
export const schema = builder.toSchema({ sortSchema: true, subGraph: 'public' });

/** The internal graph: what the REST bridge runs (schema/internal.graphql). */
export const internalSchema = builder.toSchema({ sortSchema: true, subGraph: 'internal' });

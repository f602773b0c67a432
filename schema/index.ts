import { builder } from './builder.js';
import './organization.js';
import './permission.js';
import './user.js';
import './group.js';
import './role.js';
import './session.js';
import './invitation.js';
import './data-source.js';
import './ai.js';

export const schema = builder.toSchema({ sortSchema: true });

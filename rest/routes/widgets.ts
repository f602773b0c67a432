import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { idParam, operation, readBody } from '../operation.js';
import { WidgetsCreateDocument, WidgetsRemoveDocument, WidgetsUpdateDocument } from '../operations/generated/graphql.js';
import { restWidget, restWidgetSchema } from './dashboard-fields.js';

const create = operation(WidgetsCreateDocument);
const update = operation(WidgetsUpdateDocument);
const remove = operation(WidgetsRemoveDocument);

export const widgets = new Hono<RestEnv>()
  .post('/', doc({ run: WidgetsCreateDocument, status: 201, reshape: restWidgetSchema }), async (c) => {
    const body = await readBody(c);
    const data = await create(c, {
      dashboardId: body.dashboard_id,
      visualizationId: body.visualization_id,
      text: body.text,
      width: body.width,
      options: body.options,
    });
    return c.json(restWidget(data.createWidget), 201);
  })
  .on(['POST', 'PUT', 'PATCH'], '/:id', doc({ run: WidgetsUpdateDocument, reshape: restWidgetSchema }), async (c) => {
    const body = await readBody(c);
    const data = await update(c, { id: idParam(c), text: body.text, width: body.width, options: body.options });
    return c.json(restWidget(data.updateWidget));
  })
  .delete('/:id', doc({ run: WidgetsRemoveDocument, shape: 'empty' }), async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  });

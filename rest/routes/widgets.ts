import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, operation, readBody } from '../operation.js';
import { restWidget, WIDGET } from './dashboard-fields.js';

const create = operation(`mutation($dashboardId: Int!, $visualizationId: Int, $text: String, $width: Int, $options: JSON) {
  createWidget(dashboardId: $dashboardId, visualizationId: $visualizationId, text: $text, width: $width, options: $options) { ${WIDGET} } }`);
const update = operation(`mutation($id: Int!, $text: String, $width: Int, $options: JSON) {
  updateWidget(id: $id, text: $text, width: $width, options: $options) { ${WIDGET} } }`);
const remove = operation(`mutation($id: Int!) { deleteWidget(id: $id) }`);

export const widgets = new Hono<RestEnv>()
  .post('/', async (c) => {
    const body = await readBody(c);
    const data = await create(c.get('ctx'), {
      dashboardId: body.dashboard_id,
      visualizationId: body.visualization_id,
      text: body.text,
      width: body.width,
      options: body.options,
    });
    return c.json(restWidget(data.createWidget), 201);
  })
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    const data = await update(c.get('ctx'), { id: idParam(c), text: body.text, width: body.width, options: body.options });
    return c.json(restWidget(data.updateWidget));
  })
  .delete('/:id', async (c) => {
    await remove(c.get('ctx'), { id: idParam(c) });
    return c.body(null, 204);
  });

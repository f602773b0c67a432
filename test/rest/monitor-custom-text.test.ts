import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db.js';
import type { TestApp } from '../helpers/app.js';
import { buildDestination, buildMonitor } from '../factories.js';
import { buildGaugedQuery, checkNow, type MonitorBench, startMonitorBench, subscribeMonitor } from '../helpers/monitors.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let bench: MonitorBench;
let app: TestApp;
let receiver: MonitorBench['receiver'];

beforeAll(async () => {
  bench = await startMonitorBench();
  ({ app, receiver } = bench);
});
afterAll(() => bench?.stop());

const CUSTOM = {
  column: 'value',
  op: '>',
  value: 10,
  custom_subject: '{{ ALERT_NAME }} is {{ALERT_STATUS}} at {{ QUERY_RESULT_VALUE }}',
  custom_body:
    'Threshold {{ ALERT_CONDITION }} {{ ALERT_THRESHOLD }}; see {{ QUERY_URL }} and {{ ALERT_URL }}. {{ NOT_A_VARIABLE }} <b>as written</b>',
};

async function setup(options: Record<string, unknown>, value = 42) {
  const { table, gauge, query } = await buildGaugedQuery(bench, 'custom', value);
  const monitor = await buildMonitor(app, { queryId: query.id, name: `Backlog ${table}`, options, notifyOnRecovery: true });
  const destinations = {
    mail: await buildDestination(app, { type: 'email', options: { addresses: [`${table}@acme.test`], subject_prefix: '[ops]' } }),
    slack: await buildDestination(app, { type: 'slack', options: { url: `${receiver.url}/${table}/slack` } }),
    teams: await buildDestination(app, { type: 'microsoft_teams', options: { url: `${receiver.url}/${table}/teams` } }),
    chat: await buildDestination(app, { type: 'google_chat', options: { url: `${receiver.url}/${table}/chat` } }),
    hook: await buildDestination(app, { options: { url: `${receiver.url}/${table}/hook` } }),
  };
  await subscribeMonitor(app, monitor.id, Object.values(destinations));
  return { monitor, query, gauge, table, destinations };
}

describe("a monitor's custom_subject and custom_body", () => {
  it('replace the subject and the text of every notification, with the template variables filled (dry run)', async () => {
    const { monitor, query, table, destinations } = await setup(CUSTOM);
    const res = await app.request('POST', `/api/monitors/${monitor.id}/dry_run`, { key: app.admin.key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.notification).toBe('triggered');
    const by = (id: number) => res.body.notifications.find((n: { destination_id: number }) => n.destination_id === id);
    const subject = `Backlog ${table} is TRIGGERED at 42`;
    const origin = /^(https?:\/\/[^/]+)\/monitors\//.exec(by(destinations.hook.id).payload.url)![1];
    const body = `Threshold > 10; see ${origin}/queries/${query.id} and ${origin}/monitors/${monitor.id}. {{ NOT_A_VARIABLE }} <b>as written</b>`;

    const mail = by(destinations.mail.id);
    expect(mail.subject).toBe(`[ops] ${subject}`);
    expect(mail.text).toContain(body);
    expect(mail.text).not.toContain('The condition value > 10 is met');

    const slack = by(destinations.slack.id).payload;
    expect(slack.attachments[0]).toMatchObject({ title: subject, text: body });
    const teams = by(destinations.teams.id).payload;
    expect(teams).toMatchObject({ title: subject, summary: subject, text: body });
    expect(by(destinations.chat.id).payload.text).toContain(body);
    expect(by(destinations.hook.id).payload).toMatchObject({ title: subject, detail: body, type: 'monitor.triggered' });
  });

  it('are used by real deliveries: the chat receiver and the e-mail get the custom text; recovery says OK', async () => {
    const { monitor, gauge, table } = await setup(CUSTOM);
    expect((await checkNow(app, monitor.id)).state).toBe('triggered');
    const [slack] = await receiver.waitFor(1, `/${table}/slack`);
    expect(slack.json.attachments[0].title).toBe(`Backlog ${table} is TRIGGERED at 42`);
    expect(slack.json.attachments[0].text).toMatch(/^Threshold > 10; see http/);
    const mail = await eventually(
      () => db.mailOutbox.findFirst({ where: { to: `${table}@acme.test` } }),
      (row) => row !== null,
    );
    expect(mail!.subject).toBe(`[ops] Backlog ${table} is TRIGGERED at 42`);
    expect(mail!.text).toContain('Threshold > 10; see http');

    await gauge.set(3);
    expect((await checkNow(app, monitor.id)).state).toBe('ok');
    const [, recovered] = await receiver.waitFor(2, `/${table}/slack`);
    expect(recovered.json.attachments[0].title).toBe(`Backlog ${table} is OK at 3`);
  });

  it('without them the default text stays; an empty one counts as unset; too long is 422', async () => {
    const { monitor, destinations } = await setup({ column: 'value', op: '>', value: 10, custom_subject: '  ' });
    const res = await app.request('POST', `/api/monitors/${monitor.id}/dry_run`, { key: app.admin.key });
    const mail = res.body.notifications.find((n: { destination_id: number }) => n.destination_id === destinations.mail.id);
    expect(mail.subject).toMatch(/^\[ops\] Monitor "Backlog custom_\d+" triggered$/);
    expect(mail.text).toContain('The condition value > 10 is met.');

    const tooLong = await app.request('PUT', `/api/monitors/${monitor.id}`, {
      key: app.admin.key,
      body: { options: { column: 'value', op: '>', value: 10, custom_subject: 'x'.repeat(1001) } },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.code).toBe('validation_failed');
  });
});

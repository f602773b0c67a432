import { z } from 'zod';
import type { NotificationEvent } from '../deliveries/notification-event.js';

/** What a destination sends for one event: an HTTP request, or an e-mail. */
export type Outgoing =
  | { kind: 'http'; url: string; body: unknown; headers: Record<string, string> }
  | { kind: 'email'; to: string[]; subject: string; text: string };

export interface DestinationType {
  type: string;
  name: string;
  options: z.ZodType<Record<string, unknown>>;
  /** Write-only option fields: encrypted at rest, answered as "--------". */
  secretFields: readonly string[];
  /** Where the secrets are sent: changing one of these needs every stored secret sent again. */
  addressFields: readonly string[];
  /** HTTP types sign every body with the destination's `secret` (generated when not given). */
  signed: boolean;
  /** `options` were parsed by this type's own `options` schema before render is called. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render(event: NotificationEvent, options: Record<string, any>): Outgoing;
}

const url = z
  .string()
  .url('must be an http(s) URL')
  .refine((u) => /^https?:\/\//i.test(u), 'must be an http(s) URL');
const secret = z.string().min(8, 'must be at least 8 characters').max(500).optional();

function chatType(type: string, name: string, body: (event: NotificationEvent) => unknown): DestinationType {
  return {
    type,
    name,
    options: z.object({ url, secret }),
    secretFields: ['url', 'secret'],
    addressFields: ['url'],
    signed: true,
    render: (event, options) => ({ kind: 'http', url: options.url, body: body(event), headers: {} }),
  };
}

const COLORS = { triggered: '#d63c3c', recovered: '#2ea44f', test: '#6b7280' } as const;
const color = (event: NotificationEvent) =>
  COLORS[event.type === 'monitor.recovered' ? 'recovered' : event.type === 'destination.test' ? 'test' : 'triggered'];

export const PAGERDUTY_EVENTS_URL = 'https://events.pagerduty.com/v2/enqueue';

export const DESTINATION_TYPES: readonly DestinationType[] = [
  {
    type: 'webhook',
    name: 'Webhook',
    options: z.object({
      url,
      headers: z.record(z.string(), z.string()).optional(),
      secret,
    }),
    secretFields: ['secret', 'headers'],
    addressFields: ['url'],
    signed: true,
    render: (event, options) => ({ kind: 'http', url: options.url, body: event, headers: { ...(options.headers ?? {}) } }),
  },
  chatType('slack', 'Slack', (e) => ({
    text: e.message,
    attachments: [{ color: color(e), title: e.title, title_link: e.url, text: e.detail }],
  })),
  chatType('mattermost', 'Mattermost', (e) => ({
    username: 'Overlook',
    text: e.message,
    attachments: [{ color: color(e), title: e.title, title_link: e.url, text: e.detail }],
  })),
  chatType('microsoft_teams', 'Microsoft Teams', (e) => ({
    '@type': 'MessageCard',
    '@context': 'http://schema.org/extensions',
    summary: e.title,
    themeColor: color(e).slice(1),
    title: e.title,
    text: e.detail,
    ...(e.url ? { potentialAction: [{ '@type': 'OpenUri', name: 'Open in Overlook', targets: [{ os: 'default', uri: e.url }] }] } : {}),
  })),
  chatType('discord', 'Discord', (e) => ({
    username: 'Overlook',
    content: e.message.slice(0, 2000),
    embeds: [{ title: e.title, description: e.detail, url: e.url, color: Number.parseInt(color(e).slice(1), 16) }],
  })),
  // Google Chat has one text: the summary line, then the detail (a monitor's custom body).
  chatType('google_chat', 'Google Chat', (e) => ({ text: `${e.message}\n\n${e.detail}` })),
  {
    type: 'pagerduty',
    name: 'PagerDuty',
    options: z.object({
      routing_key: z.string().min(1, 'is required').max(200),
      severity: z.enum(['critical', 'error', 'warning', 'info']).default('error'),
      events_url: url.default(PAGERDUTY_EVENTS_URL),
      secret,
    }),
    secretFields: ['routing_key', 'secret'],
    addressFields: ['events_url'],
    signed: true,
    // Events API v2: a trigger opens (or updates) the incident keyed by the monitor; recovery resolves it.
    render: (e, options) => ({
      kind: 'http',
      url: options.events_url,
      headers: {},
      body: {
        routing_key: options.routing_key,
        event_action: e.type === 'monitor.recovered' ? 'resolve' : 'trigger',
        dedup_key: e.monitor ? `overlook-monitor-${e.monitor.id}` : `overlook-test-${e.id}`,
        payload: {
          summary: e.title.slice(0, 1024),
          source: 'overlook',
          severity: options.severity,
          timestamp: e.occurred_at,
          custom_details: { detail: e.detail, value: e.value, event_id: e.id },
        },
        ...(e.url ? { links: [{ href: e.url, text: 'Open in Overlook' }] } : {}),
      },
    }),
  },
  {
    type: 'email',
    name: 'E-mail',
    options: z.object({
      addresses: z.array(z.string().trim().email('must be an e-mail address')).min(1, 'needs at least one address').max(50),
      subject_prefix: z.string().max(100).optional(),
    }),
    secretFields: [],
    addressFields: ['addresses'],
    signed: false,
    render: (e, options) => ({
      kind: 'email',
      to: options.addresses,
      subject: `${options.subject_prefix ? `${options.subject_prefix} ` : ''}${e.title}`,
      text: `${e.message}\n\n${e.detail}${e.url ? `\n\n${e.url}` : ''}\n\nEvent ${e.id}`,
    }),
  },
];

export function destinationType(type: string): DestinationType | undefined {
  return DESTINATION_TYPES.find((t) => t.type === type);
}

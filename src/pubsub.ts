import { createPubSub } from 'graphql-yoga';
import pg from 'pg';
import { logger } from './logger.js';

const CHANNEL = 'overlook_events';

/**
 * An EventTarget whose events travel through PostgreSQL NOTIFY, so that a job finished by a
 * worker in one process reaches a subscriber connected to another.
 */
class PostgresEventTarget extends EventTarget {
  private listener?: pg.Client;
  private publisher?: pg.Pool;

  async start(connectionString: string): Promise<void> {
    this.publisher = new pg.Pool({ connectionString, max: 2 });
    this.publisher.on('error', () => undefined);
    const listener = new pg.Client({ connectionString });
    listener.on('error', (error) => logger.warn({ err: error }, 'pubsub listener error'));
    listener.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const { topic, data } = JSON.parse(message.payload) as { topic: string; data: unknown };
      super.dispatchEvent(new CustomEvent(topic, { detail: data }));
    });
    await listener.connect();
    await listener.query(`LISTEN ${CHANNEL}`);
    this.listener = listener;
  }

  async stop(): Promise<void> {
    await this.listener?.end().catch(() => undefined);
    await this.publisher?.end().catch(() => undefined);
    this.listener = undefined;
    this.publisher = undefined;
  }

  override dispatchEvent(event: Event): boolean {
    const detail = (event as CustomEvent).detail;
    const payload = JSON.stringify({ topic: event.type, data: detail });
    if (this.publisher) {
      void this.publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((error) => logger.warn({ err: error }, 'pubsub notify failed'));
    } else {
      super.dispatchEvent(new CustomEvent(event.type, { detail }));
    }
    return true;
  }
}

export const eventTarget = new PostgresEventTarget();

/** Topics and their payloads; published from any process, delivered to every subscriber. */
export const pubsub = createPubSub<Record<string, [unknown]>>({ eventTarget });

/** Publishes inside SQL, so the event goes out only if the transaction commits. */
export const NOTIFY_SQL = `SELECT pg_notify('${CHANNEL}', json_build_object('topic', $1::text, 'data', $2::json)::text)`;

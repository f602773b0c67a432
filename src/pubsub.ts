import { createPubSub } from 'graphql-yoga';
import type pg from 'pg';
import { pool } from './db.js';
import { logger } from './logger.js';

const CHANNEL = 'overlook_events';
/** Reconnect delays of the LISTEN connection: doubling from the first to the last, then staying there. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;

/**
 * What an event carries: ids and short enum-like values, never free text. PostgreSQL refuses a
 * NOTIFY payload over 8000 bytes and that failure rolls back the transaction that published it,
 * so subscribers load what they show (an error message, a delivery) by id.
 */
export type EventReference = Record<string, string | number | boolean | null>;

/**
 * Sent on every topic that has subscribers after the LISTEN connection came back: events
 * published while it was away are lost, so subscribers reload the state they show.
 */
const RESYNC: EventReference = { resync: true };

/**
 * An EventTarget whose events travel through PostgreSQL NOTIFY, so that a job finished by a
 * worker in one process reaches a subscriber connected to another. The LISTEN connection is
 * held from the shared pool; when the database drops it, it reconnects with backoff, listens
 * again and tells every subscribed topic to resync.
 */
class PostgresEventTarget extends EventTarget {
  private listener?: pg.PoolClient;
  private running = false;
  private reconnectTimer?: NodeJS.Timeout;
  private attempts = 0;
  /** Listener counts per topic, so a reconnect resyncs exactly the topics someone listens to. */
  private readonly topics = new Map<string, number>();
  /** Removes this target's handlers from the LISTEN connection (set while one is held). */
  private detach?: () => void;

  /** True while the LISTEN connection is up (readiness). */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  async start(): Promise<void> {
    this.running = true;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    if (listener) {
      this.detach?.();
      await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      listener.release();
    }
  }

  /** Takes a connection and LISTENs on it; when the database drops it, schedules a reconnect. */
  private async connect(): Promise<void> {
    // Raw: LISTEN needs a connection of its own for as long as it listens, which Prisma never lends.
    const client = await pool.connect();
    const onNotification = (message: pg.Notification) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { topic, data } = JSON.parse(message.payload) as { topic: string; data: EventReference };
        super.dispatchEvent(new CustomEvent(topic, { detail: data }));
      } catch (error) {
        logger.warn({ err: error }, 'pubsub notification ignored');
      }
    };
    const onLost = (error?: Error) => {
      detach();
      if (this.listener === client) this.listener = undefined;
      // Released with an error, the broken connection is destroyed instead of pooled again.
      client.release(error ?? new Error('LISTEN connection ended'));
      if (!this.running) return;
      logger.warn({ err: error }, 'pubsub LISTEN connection lost; reconnecting');
      this.scheduleReconnect();
    };
    const onEnd = () => onLost();
    const detach = () => {
      client.removeListener('error', onLost);
      client.removeListener('end', onEnd);
      client.removeListener('notification', onNotification);
    };
    client.on('notification', onNotification);
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      detach();
      client.release(error as Error);
      throw error;
    }
    if (!this.running) {
      detach();
      client.release(true);
      return;
    }
    client.on('error', onLost);
    client.on('end', onEnd);
    this.detach = detach;
    this.listener = client;
  }

  private scheduleReconnect(): void {
    const delay = Math.min(RECONNECT_FIRST_MS * 2 ** this.attempts, RECONNECT_MAX_MS);
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      if (!this.running) return;
      this.connect().then(
        () => {
          this.attempts = 0;
          logger.info('pubsub LISTEN connection restored');
          for (const topic of this.topics.keys()) super.dispatchEvent(new CustomEvent(topic, { detail: RESYNC }));
        },
        (error) => {
          logger.debug({ err: error }, 'pubsub reconnect failed');
          if (this.running) this.scheduleReconnect();
        },
      );
    }, delay);
  }

  override addEventListener(
    type: string,
    callback: EventListenerOrEventListenerObject | null,
    options?: AddEventListenerOptions | boolean,
  ): void {
    this.topics.set(type, (this.topics.get(type) ?? 0) + 1);
    super.addEventListener(type, callback, options);
  }

  override removeEventListener(
    type: string,
    callback: EventListenerOrEventListenerObject | null,
    options?: EventListenerOptions | boolean,
  ): void {
    const count = (this.topics.get(type) ?? 0) - 1;
    if (count > 0) this.topics.set(type, count);
    else this.topics.delete(type);
    super.removeEventListener(type, callback, options);
  }

  /** pubsub.publish(): out through NOTIFY when started (every process hears it), else in-process. */
  override dispatchEvent(event: Event): boolean {
    const detail = (event as CustomEvent<EventReference>).detail;
    if (this.running) {
      const payload = JSON.stringify({ topic: event.type, data: detail });
      // Raw like the LISTEN side: pubsub stands below Prisma and speaks node-postgres only.
      pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((error) => logger.warn({ err: error }, 'pubsub notify failed'));
    } else {
      super.dispatchEvent(new CustomEvent(event.type, { detail }));
    }
    return true;
  }
}

export const eventTarget = new PostgresEventTarget();

/** Topics and their references; published from any process, delivered to every subscriber. */
export const pubsub = createPubSub<Record<string, [EventReference]>>({ eventTarget });

/**
 * Publishes inside SQL, so the event goes out only if the transaction commits. Parameters: $1
 * the topic, $2 an EventReference as JSON (ids only: see EventReference).
 */
/** The pg_notify call of one event, for a statement that also does other work: `topic` and `data` are SQL (text, json). */
export const notifyExpression = (topic: string, data: string) =>
  `pg_notify('${CHANNEL}', json_build_object('topic', ${topic}, 'data', ${data})::text)`;

export const NOTIFY_SQL = `SELECT ${notifyExpression('$1::text', '$2::json')}`;

/** NOTIFY_SQL for many events in one statement, in order: $1 the topics, $2 their references as JSON. */
export const NOTIFY_MANY_SQL = `SELECT count(pg_notify('${CHANNEL}', json_build_object('topic', t, 'data', d::json)::text))
  FROM (SELECT t, d FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS e(t, d, i) ORDER BY i) AS events`;

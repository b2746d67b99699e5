// What one process changed, told to every other (docs/decisions.md "Every memory of data is
// dropped in every process"). A write names topics (the response-cache tags: 'houses',
// 'settings', …); every process drops what it kept of them: cached answers, the settings memo, the
// VAPID keys. The channel: Redis pub/sub with REDIS_URL; else LISTEN/NOTIFY of the database
// (PostgreSQL; on PGlite, which one process owns, it reaches that process's own apps).
// While the channel is down a message may be missed, so nothing kept is trusted: memos read afresh
// and the response cache neither answers nor keeps until the channel is back and everything kept
// before has been dropped.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Listen } from '../db/client.ts';

/** Called with the topics that changed, or 'all' when messages may have been lost. */
export type ChangeListener = (topics: readonly string[] | 'all') => void;

export interface Memo<T> {
  /** The kept value, or a fresh read (kept when nothing changed while it was read). */
  get(): Promise<T>;
  drop(): void;
}

export interface Changes {
  /** Drops the topics here at once, then tells every other process. */
  publish(...topics: string[]): Promise<void>;
  subscribe(listener: ChangeListener): void;
  /** False while the channel to the other processes is down: kept data must not be trusted. */
  readonly live: boolean;
  /** Which channel carries the changes. */
  readonly channel: 'redis' | 'postgres' | 'process';
  /** A value read through `load`, kept until one of `topics` changes in any process. */
  memo<T>(topics: readonly string[], load: () => Promise<T>): Memo<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

/** The channel's name, in Redis and in PostgreSQL (an identifier for LISTEN). */
export const CHANGES_CHANNEL = 'parish_changes';

interface Transport {
  send(message: string): Promise<void>;
  close(): Promise<void>;
}

export function createChanges(channel: Changes['channel'], onSendFailed: (err: unknown) => void = () => {}): Changes & {
  receive(message: string): void;
  setLive(live: boolean): void;
  attach(transport: Transport): void;
  close(): Promise<void>;
  readonly self: string;
} {
  const self = randomBytes(8).toString('hex');
  const listeners: ChangeListener[] = [];
  let live = channel === 'process';
  let transport: Transport | null = null;
  const tell = (topics: readonly string[] | 'all') => {
    for (const listener of listeners) listener(topics);
  };
  const changes = {
    self,
    channel,
    get live() {
      return live;
    },
    subscribe(listener: ChangeListener) {
      listeners.push(listener);
    },
    async publish(...topics: string[]) {
      if (!topics.length) return;
      tell(topics);
      if (!transport) return;
      try {
        await transport.send(`${self} ${topics.join(',')}`);
      } catch (err) {
        // The write has committed: it must not answer 500. The channel is down, so every
        // process that did not hear this has stopped trusting what it keeps (setLive below).
        onSendFailed(err);
      }
    },
    receive(message: string) {
      const [from, list = ''] = message.split(' ');
      if (from === self) return;
      tell(list.split(',').filter(Boolean));
    },
    setLive(next: boolean) {
      // Going down or coming back: anything kept meanwhile may have missed a change.
      if (next !== live) tell('all');
      live = next;
    },
    attach(t: Transport) {
      transport = t;
    },
    async close() {
      const t = transport;
      transport = null;
      if (channel !== 'process') live = false;
      await t?.close();
    },
    memo<T>(topics: readonly string[], load: () => Promise<T>): Memo<T> {
      let kept: { value: T } | null = null;
      // Bumped by every drop: a read that a change overtook is not kept.
      let generation = 0;
      const drop = () => {
        kept = null;
        generation++;
      };
      listeners.push((changed) => {
        if (changed === 'all' || changed.some((t) => topics.includes(t))) drop();
      });
      return {
        drop,
        async get() {
          if (kept && live) return kept.value;
          const started = generation;
          const value = await load();
          if (started === generation && live) kept = { value };
          return value;
        },
      };
    },
  };
  return changes;
}

async function changesPlugin(app: FastifyInstance, options: { listen?: Listen }) {
  const redis = app.redis;
  // Without LISTEN (an app built on a bare Db: scripts, benches) this process is alone.
  const channel: Changes['channel'] = redis ? 'redis' : options.listen ? 'postgres' : 'process';
  const changes = createChanges(channel, (err) => app.log.error({ err: { kind: (err as Error).name, message: (err as Error).message } }, 'a change could not be told to the other processes'));
  app.decorate('changes', changes);
  if (channel === 'process') return;

  if (redis) {
    const subscriber = redis.duplicate();
    subscriber.on('message', (_channel: string, message: string) => changes.receive(message));
    subscriber.on('ready', () => changes.setLive(true));
    // ioredis subscribes again by itself once it is back.
    for (const lost of ['close', 'reconnecting', 'end']) subscriber.on(lost, () => changes.setLive(false));
    subscriber.on('error', (err: Error) => app.log.warn({ err: { kind: err.name, message: err.message } }, 'change channel (Redis) failed'));
    await subscriber.subscribe(CHANGES_CHANNEL);
    changes.setLive(true);
    changes.attach({
      send: async (message) => void (await redis.publish(CHANGES_CHANNEL, message)),
      close: async () => void (await subscriber.quit().catch(() => subscriber.disconnect())),
    });
  } else {
    const stop = await options.listen!(CHANGES_CHANNEL, (message) => changes.receive(message), (live) => changes.setLive(live), app.log);
    changes.attach({
      send: async (message) => void (await app.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${message})`)),
      close: stop,
    });
  }
  app.addHook('onClose', () => changes.close());
}

export default fp(changesPlugin, { name: 'changes', dependencies: ['rate-limit'] });

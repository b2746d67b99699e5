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

/**
 * How often each process sends itself a heartbeat over the channel, and how long without hearing
 * its own before it stops trusting the channel: a connection can die without telling (a
 * half-open TCP connection), and a process that misses changes must not keep answering from memory.
 */
export const HEARTBEAT_MS = 5_000;
export const HEARD_WITHIN_MS = 3 * HEARTBEAT_MS;

export function createChanges(
  channel: Changes['channel'],
  onSendFailed: (err: unknown) => void = () => {},
): Changes & {
  receive(message: string): void;
  setLive(live: boolean): void;
  attach(transport: Transport): void;
  /** Sends the heartbeat, and stops trusting the channel when the last one was not heard in time. */
  beat(now?: number): Promise<void>;
  close(): Promise<void>;
  readonly self: string;
} {
  const self = randomBytes(8).toString('hex');
  const listeners: ChangeListener[] = [];
  // Live: the transport is connected (setLive) and this process hears its own heartbeat.
  let connected = channel === 'process';
  let hearing = true;
  let heardAt = Date.now();
  let transport: Transport | null = null;
  const tell = (topics: readonly string[] | 'all') => {
    for (const listener of listeners) listener(topics);
  };
  const update = (next: { connected?: boolean; hearing?: boolean }) => {
    const before = connected && hearing;
    connected = next.connected ?? connected;
    hearing = next.hearing ?? hearing;
    // Going down or coming back: anything kept meanwhile may have missed a change.
    if (before !== (connected && hearing)) tell('all');
  };
  const send = async (message: string) => {
    if (!transport) return;
    try {
      await transport.send(message);
    } catch (err) {
      // The write has committed: it must not answer 500. A channel that does not take a message
      // is down for the others too as a rule (their subscriptions to the same server are cut), and
      // this process stops hearing its heartbeat and trusts nothing it keeps.
      onSendFailed(err);
    }
  };
  const changes = {
    self,
    channel,
    get live() {
      return connected && hearing;
    },
    subscribe(listener: ChangeListener) {
      listeners.push(listener);
    },
    async publish(...topics: string[]) {
      if (!topics.length) return;
      tell(topics);
      await send(`${self} ${topics.join(',')}`);
    },
    receive(message: string) {
      const [from, list = ''] = message.split(' ');
      if (from === self) {
        heardAt = Date.now();
        if (!hearing) update({ hearing: true });
        return;
      }
      const topics = list.split(',').filter(Boolean);
      if (topics.length) tell(topics);
    },
    setLive(next: boolean) {
      if (next) heardAt = Date.now();
      update({ connected: next, hearing: next ? true : hearing });
    },
    async beat(now = Date.now()) {
      if (channel === 'process') return;
      if (now - heardAt > HEARD_WITHIN_MS && hearing) update({ hearing: false });
      await send(`${self} `);
    },
    attach(t: Transport) {
      transport = t;
      heardAt = Date.now();
    },
    async close() {
      const t = transport;
      transport = null;
      if (channel !== 'process') connected = false;
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
          if (kept && changes.live) return kept.value;
          const started = generation;
          const value = await load();
          if (started === generation && changes.live) kept = { value };
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
  const changes = createChanges(channel, (err) =>
    app.log.error(
      { err: { kind: (err as Error).name, message: (err as Error).message } },
      'a change could not be told to the other processes',
    ),
  );
  app.decorate('changes', changes);
  if (channel === 'process') return;

  if (redis) {
    const subscriber = redis.duplicate();
    subscriber.on('message', (_channel: string, message: string) => changes.receive(message));
    subscriber.on('ready', () => changes.setLive(true));
    // ioredis subscribes again by itself once it is back.
    for (const lost of ['close', 'reconnecting', 'end']) subscriber.on(lost, () => changes.setLive(false));
    subscriber.on('error', (err: Error) =>
      app.log.warn({ err: { kind: err.name, message: err.message } }, 'change channel (Redis) failed'),
    );
    await subscriber.subscribe(CHANGES_CHANNEL);
    changes.setLive(true);
    changes.attach({
      send: async (message) => void (await redis.publish(CHANGES_CHANNEL, message)),
      close: async () => void (await subscriber.quit().catch(() => subscriber.disconnect())),
    });
  } else {
    const stop = await options.listen!(
      CHANGES_CHANNEL,
      (message) => changes.receive(message),
      (live) => changes.setLive(live),
      app.log,
    );
    changes.attach({
      send: async (message) => void (await app.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${message})`)),
      close: stop,
    });
  }
  // Over the network only: PGlite's LISTEN is inside this process (and a long transaction there
  // holds the one connection, which is no sign of a lost channel).
  const heartbeat =
    redis || app.dbEngine === 'postgres' ? setInterval(() => void changes.beat(), HEARTBEAT_MS) : undefined;
  heartbeat?.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await changes.close();
  });
}

export default fp(changesPlugin, { name: 'changes', dependencies: ['rate-limit'] });

// Sending a news item to every stored push subscription (docs/decisions.md "News and web push"):
// after the response, in pages
// of PUSH_BATCH_SIZE read from the database, PUSH_CONCURRENCY messages at a time. A subscription
// the push service answers 404 or 410 for is gone (the browser unsubscribed) and is deleted; 429,
// 5xx and network failures are tried again after 2^n × PUSH_RETRY_BASE_MS (or the Retry-After the
// service asks for, when longer), PUSH_RETRIES times; other refusals are counted and left.
import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '@parish/shared/news';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';
import type { VapidDetails } from './vapid.ts';
import type { JobRun, Jobs } from '../../plugins/jobs.ts';

/** Jobs sending a news item's push are named `push:<news id>`. */
export const PUSH_JOB_PREFIX = 'push:';
export const pushJobName = (newsId: string) => `${PUSH_JOB_PREFIX}${newsId}`;
/** A new change request's push to the admins: `push:request:<request id>`. */
export const requestPushJobName = (requestId: string) => `${PUSH_JOB_PREFIX}request:${requestId}`;

/** A job's payload: the message, and whom it goes to (every subscription unless `admins`). */
export type PushJobPayload = PushPayload & { audience?: 'admins' };

export interface PushReport {
  /** Messages a push service accepted. */
  sent: number;
  /** Subscriptions deleted (404/410). */
  removed: number;
  /** Messages given up on (after their retries, or refused for good). */
  failed: number;
  /** Further tries made. */
  retried: number;
  /** Stored subscriptions whose endpoint PUSH_HOSTS no longer allows: not sent to. */
  skipped: number;
}

interface Subscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A VAPID JWT is valid for 12 h; one per push service origin is signed once an hour, not per message. */
const VAPID_HEADER_MS = 60 * 60 * 1000;
const GONE = new Set([404, 410]);
const RETRY_AFTER_MAX_MS = 10 * 60 * 1000;

function retryAfterMs(err: WebPushError): number {
  const header = (err.headers as Record<string, string | undefined> | undefined)?.['retry-after'];
  if (!header) return 0;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Math.max(0, Math.min(RETRY_AFTER_MAX_MS, ms || 0));
}

/** May a failed message be tried again? 429, 5xx and failures without an answer (network, timeout). */
function isPassing(err: unknown): boolean {
  if (!(err instanceof WebPushError)) return true;
  return err.statusCode === 429 || err.statusCode >= 500;
}

/**
 * Is `endpoint` a push service the settings allow? https, no user or password, and a host of
 * PUSH_HOSTS on port 443: an entry is a host (`fcm.googleapis.com`), any subdomain of a domain
 * (`.notify.windows.com`), or either with a port (`127.0.0.1:8443`, a local test service), which
 * then allows that port only. Anyone may register a subscription, so without the port rule
 * `https://fcm.googleapis.com:6379/` would have the server talk to whatever listens there.
 */
export function isAllowedPushHost(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  // The URL parser drops :443 from an https URL, so '' is the default port.
  const port = url.port || '443';
  return hosts.some((entry) => {
    const colon = entry.lastIndexOf(':');
    // An IPv6 entry would be written [::1]:port; a bare one has no port.
    const [name, entryPort] =
      colon > entry.lastIndexOf(']') ? [entry.slice(0, colon), entry.slice(colon + 1)] : [entry, '443'];
    if (entryPort !== port) return false;
    return name.startsWith('.') ? host.endsWith(name) && host.length > name.length : host === name;
  });
}

export class NewsPusher {
  private readonly inFlight = new Set<Promise<void>>();
  private closing = false;
  /** Back-off waits under way: closing ends them at once. */
  private readonly waits = new Set<() => void>();
  private readonly agent: https.Agent;
  private readonly headers = new Map<string, { value: string; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly vapid: () => Promise<VapidDetails>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.agent = new https.Agent({
      keepAlive: true,
      maxSockets: config.PUSH_CONCURRENCY,
      // A CA list replaces Node's roots: keep them and add the file's.
      ...(config.PUSH_CA_FILE ? { ca: [...tls.rootCertificates, fs.readFileSync(config.PUSH_CA_FILE, 'utf8')] } : {}),
    });
  }

  /**
   * Sends a posted news item's push (the job `push:<news id>` its post enqueued): here and now,
   * unless another process has it. Never throws (a failure is logged, and the job tried again).
   */
  sendPosted(jobs: Jobs, newsId: string): Promise<void> {
    return this.track(jobs.runOnce(pushJobName(newsId), async (run) => void (await this.sendJob(run))));
  }

  /** Sends a new change request's push (the job `push:request:<id>`) to the admins' subscriptions. */
  sendJobNamed(jobs: Jobs, name: string): Promise<void> {
    return this.track(jobs.runOnce(name, async (run) => void (await this.sendJob(run))));
  }

  /** Sends the pushes other processes left unfinished (they stopped mid-way) or never began. */
  sendLeftOver(jobs: Jobs): Promise<void> {
    return this.track(jobs.runOpen(PUSH_JOB_PREFIX, async (run) => void (await this.sendJob(run))));
  }

  private track(work: Promise<unknown>): Promise<void> {
    const run = work.then(
      () => undefined,
      (err: unknown) => {
        this.log.error({ err }, 'push sending stopped');
      },
    );
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return run;
  }

  /** Resolves when every send started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all(this.inFlight);
  }

  /** Stops retries and waits for the messages under way. */
  async close(): Promise<void> {
    this.closing = true;
    for (const wake of this.waits) wake();
    await this.idle();
    this.agent.destroy();
  }

  /** Waits, or less when closing or when the job is told to stop. */
  private sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waits.delete(wake);
        signal.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.waits.add(wake);
      signal.addEventListener('abort', wake, { once: true });
    });
  }

  /** Subscriptions in id order, after `after` (where a previous owner of the job got to). */
  private async *subscriptions(after: string | null, admins = false): AsyncGenerator<Subscription[]> {
    // The admins' own: subscribed while signed in as an admin who still is one.
    const whose = admins
      ? inArray(pushSubscriptions.userId, this.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)))
      : undefined;
    for (;;) {
      const page: Subscription[] = await this.db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(and(after ? gt(pushSubscriptions.id, after) : undefined, whose))
        .orderBy(asc(pushSubscriptions.id))
        .limit(this.config.PUSH_BATCH_SIZE);
      if (page.length) yield page;
      if (page.length < this.config.PUSH_BATCH_SIZE) return;
      after = page[page.length - 1].id;
    }
  }

  private authorization(endpoint: string, vapid: VapidDetails): string {
    const audience = new URL(endpoint).origin;
    // Keyed by the signing key and subject too: a settings change (another process's) signs anew.
    const memoKey = `${audience} ${vapid.publicKey} ${vapid.subject}`;
    const cached = this.headers.get(memoKey);
    if (cached && cached.until > Date.now()) return cached.value;
    const expiration = Math.floor(Date.now() / 1000) + 12 * 60 * 60;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    );
    this.headers.set(memoKey, { value: Authorization, until: Date.now() + VAPID_HEADER_MS });
    return Authorization;
  }

  /**
   * One news item's push, as a job: its payload is the message, its progress the id up to which
   * every subscription has had its answer (`{ after }`), saved with each renewal of the lease. A
   * process taking the job over sends from there: at most the messages under way when the first
   * one stopped go twice, and a phone shows them once (the same `tag`).
   */
  async sendJob(run: JobRun): Promise<PushReport> {
    const { audience, ...payload } = run.payload as PushJobPayload;
    const vapid = await this.vapid();
    const body = JSON.stringify(payload);
    const report: PushReport = { sent: 0, removed: 0, failed: 0, retried: 0, skipped: 0 };
    const stopped = () => this.closing || run.signal.aborted;
    const gone: string[] = [];
    const flushGone = async () => {
      if (!gone.length) return;
      const ids = gone.splice(0);
      await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
      report.removed += ids.length;
    };
    // Pages in id order; a page's messages go out PUSH_CONCURRENCY at a time, across pages. The
    // progress moves over a page once every message of it, and of the pages before, is answered.
    const pages: { lastId: string; left: number; dispatched: boolean }[] = [];
    const advance = () => {
      while (pages.length && pages[0].dispatched && pages[0].left === 0) run.save({ after: pages.shift()!.lastId });
    };
    const source = (async function* (subscriptions: AsyncGenerator<Subscription[]>) {
      for await (const page of subscriptions) {
        const entry = { lastId: page[page.length - 1].id, left: page.length, dispatched: false };
        pages.push(entry);
        for (let i = 0; i < page.length; i++) {
          if (stopped()) return;
          if (i === page.length - 1) entry.dispatched = true;
          yield { sub: page[i], page: entry };
        }
      }
    })(this.subscriptions((run.progress as { after?: string } | null)?.after ?? null, audience === 'admins'));
    // Workers pull from one generator: its next() calls are queued, so each subscription goes once.
    const worker = async () => {
      for (let next = await source.next(); !next.done; next = await source.next()) {
        const { sub, page } = next.value;
        // A row stored under wider rules than today's PUSH_HOSTS is not sent to (nor deleted: a
        // mistaken setting must not cost every phone its subscription).
        if (!isAllowedPushHost(sub.endpoint, this.config.PUSH_HOSTS)) {
          report.skipped++;
          page.left--;
          advance();
          continue;
        }
        const outcome = await this.deliver(sub, body, vapid, report, stopped, run.signal);
        if (outcome === 'stopped') continue; // not answered: the next owner sends it
        if (outcome === 'sent') report.sent++;
        else if (outcome === 'gone') {
          gone.push(sub.id);
          if (gone.length >= this.config.PUSH_BATCH_SIZE) await flushGone();
        } else report.failed++;
        page.left--;
        advance();
      }
    };
    await Promise.all(Array.from({ length: this.config.PUSH_CONCURRENCY }, worker));
    await flushGone();
    this.log.info(
      { push: report, job: run.name, stopped: stopped() },
      stopped() ? 'news push stopped part-way' : 'news push sent',
    );
    return report;
  }

  private async deliver(
    sub: Subscription,
    body: string,
    vapid: VapidDetails,
    report: PushReport,
    stopped: () => boolean,
    signal: AbortSignal,
  ): Promise<'sent' | 'gone' | 'failed' | 'stopped'> {
    for (let attempt = 0; ; attempt++) {
      try {
        await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, body, {
          headers: { Authorization: this.authorization(sub.endpoint, vapid) },
          TTL: this.config.PUSH_TTL_SECONDS,
          urgency: 'high',
          timeout: this.config.PUSH_TIMEOUT_MS,
          agent: this.agent,
        });
        return 'sent';
      } catch (err) {
        if (err instanceof WebPushError && GONE.has(err.statusCode)) return 'gone';
        // Stopping with a retry due: left for the process that takes the job over.
        if (isPassing(err) && attempt < this.config.PUSH_RETRIES && stopped()) return 'stopped';
        if (!isPassing(err) || attempt >= this.config.PUSH_RETRIES) {
          this.log.warn(
            { status: err instanceof WebPushError ? err.statusCode : undefined, kind: (err as Error).name },
            'push message failed',
          );
          return 'failed';
        }
        const backoff = this.config.PUSH_RETRY_BASE_MS * 2 ** attempt;
        const wait = Math.max(backoff, err instanceof WebPushError ? retryAfterMs(err) : 0);
        report.retried++;
        await this.sleep(wait * (0.75 + Math.random() * 0.5), signal);
        if (stopped()) return 'stopped';
      }
    }
  }
}

// Sending a news item to every stored push subscription (issue 13): after the response, in pages
// of PUSH_BATCH_SIZE read from the database, PUSH_CONCURRENCY messages at a time. A subscription
// the push service answers 404 or 410 for is gone (the browser unsubscribed) and is deleted; 429,
// 5xx and network failures are tried again after 2^n × PUSH_RETRY_BASE_MS (or the Retry-After the
// service asks for, when longer), PUSH_RETRIES times; other refusals are counted and left.
import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import { asc, gt, inArray } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '@parish/shared/news';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import type { VapidDetails } from './vapid.ts';

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
    const [name, entryPort] = colon > entry.lastIndexOf(']') ? [entry.slice(0, colon), entry.slice(colon + 1)] : [entry, '443'];
    if (entryPort !== port) return false;
    return name.startsWith('.') ? host.endsWith(name) && host.length > name.length : host === name;
  });
}

export class NewsPusher {
  private readonly inFlight = new Set<Promise<PushReport>>();
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

  /** Starts sending in the background; never throws (a failure is logged). */
  start(payload: PushPayload): Promise<PushReport> {
    const run = this.sendAll(payload).catch((err: unknown) => {
      this.log.error({ err }, 'push sending stopped');
      return { sent: 0, removed: 0, failed: 0, retried: 0, skipped: 0 };
    });
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

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waits.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.waits.add(wake);
    });
  }

  private async *subscriptions(): AsyncGenerator<Subscription> {
    let after: string | null = null;
    for (;;) {
      const page: Subscription[] = await this.db
        .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions)
        .where(after ? gt(pushSubscriptions.id, after) : undefined)
        .orderBy(asc(pushSubscriptions.id))
        .limit(this.config.PUSH_BATCH_SIZE);
      yield* page;
      if (page.length < this.config.PUSH_BATCH_SIZE) return;
      after = page[page.length - 1].id;
    }
  }

  private authorization(endpoint: string, vapid: VapidDetails): string {
    const audience = new URL(endpoint).origin;
    const cached = this.headers.get(audience);
    if (cached && cached.until > Date.now()) return cached.value;
    const expiration = Math.floor(Date.now() / 1000) + 12 * 60 * 60;
    const { Authorization } = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiration);
    this.headers.set(audience, { value: Authorization, until: Date.now() + VAPID_HEADER_MS });
    return Authorization;
  }

  private async sendAll(payload: PushPayload): Promise<PushReport> {
    const vapid = await this.vapid();
    const body = JSON.stringify(payload);
    const report: PushReport = { sent: 0, removed: 0, failed: 0, retried: 0, skipped: 0 };
    const gone: string[] = [];
    const flushGone = async () => {
      if (!gone.length) return;
      const ids = gone.splice(0);
      await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
      report.removed += ids.length;
    };
    const source = this.subscriptions();
    // Workers pull from one generator: its next() calls are queued, so each subscription goes once.
    const worker = async () => {
      for (let next = await source.next(); !next.done; next = await source.next()) {
        // A row stored under wider rules than today's PUSH_HOSTS is not sent to (nor deleted: a
        // mistaken setting must not cost every phone its subscription).
        if (!isAllowedPushHost(next.value.endpoint, this.config.PUSH_HOSTS)) {
          report.skipped++;
          continue;
        }
        const outcome = await this.deliver(next.value, body, vapid, report);
        if (outcome === 'sent') report.sent++;
        else if (outcome === 'gone') {
          gone.push(next.value.id);
          if (gone.length >= this.config.PUSH_BATCH_SIZE) await flushGone();
        } else report.failed++;
      }
    };
    await Promise.all(Array.from({ length: this.config.PUSH_CONCURRENCY }, worker));
    await flushGone();
    this.log.info({ push: report }, 'news push sent');
    return report;
  }

  private async deliver(sub: Subscription, body: string, vapid: VapidDetails, report: PushReport): Promise<'sent' | 'gone' | 'failed'> {
    for (let attempt = 0; ; attempt++) {
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          body,
          {
            headers: { Authorization: this.authorization(sub.endpoint, vapid) },
            TTL: this.config.PUSH_TTL_SECONDS,
            urgency: 'high',
            timeout: this.config.PUSH_TIMEOUT_MS,
            agent: this.agent,
          },
        );
        return 'sent';
      } catch (err) {
        if (err instanceof WebPushError && GONE.has(err.statusCode)) return 'gone';
        if (!isPassing(err) || attempt >= this.config.PUSH_RETRIES || this.closing) {
          this.log.warn({ status: err instanceof WebPushError ? err.statusCode : undefined, kind: (err as Error).name }, 'push message failed');
          return 'failed';
        }
        const backoff = this.config.PUSH_RETRY_BASE_MS * 2 ** attempt;
        const wait = Math.max(backoff, err instanceof WebPushError ? retryAfterMs(err) : 0);
        report.retried++;
        await this.sleep(wait * (0.75 + Math.random() * 0.5));
      }
    }
  }
}

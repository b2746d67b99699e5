// Jobs run once, whatever the number of processes (docs/decisions.md "Jobs run once"): the day's
// backup, the hour's sweep of unused uploads, sending a news item's push. A job is a row of
// `jobs` named by what and when; a process takes it by setting itself as the owner with a lease
// (an upsert that only takes a row nobody holds, or whose lease ran out), renews the lease while
// it works, saves its progress with each renewal, and marks the row done. A process that dies
// stops renewing: once the lease has run out another process takes the job over, from the saved
// progress. Time is the database's (now()), so the machines' clocks need not agree.
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Tries of a job that keeps failing before it is given up (marked done, with its error). */
export const JOB_MAX_ATTEMPTS = 5;

export interface JobRun {
  readonly name: string;
  readonly payload: unknown;
  /** What a previous owner saved (null the first time). */
  readonly progress: unknown;
  readonly attempts: number;
  /** Aborted when the process closes or loses the lease: stop soon, having saved progress. */
  readonly signal: AbortSignal;
  /** Progress to keep (written with the next renewal, and when the run stops). */
  save(progress: unknown): void;
}
export type JobWork = (run: JobRun) => Promise<void>;
export type JobOutcome = 'done' | 'taken' | 'stopped' | 'failed';

interface JobRow {
  name: string;
  payload: unknown;
  progress: unknown;
  attempts: number;
}
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const leaseSql = (ms: number) => sql`now() + (${ms} * interval '1 millisecond')`;

/** Puts a job in the table for any process to run (call it in the transaction that calls for it). */
export async function enqueueJob(db: Db, name: string, payload: unknown): Promise<void> {
  await db.execute(
    sql`insert into jobs (name, payload) values (${name}, ${JSON.stringify(payload)}::jsonb)
      on conflict (name) do nothing`,
  );
}

/** Takes the named job (creating its row) unless it is done or another owner's lease runs. */
export async function claimJob(db: Db, name: string, owner: string, leaseMs: number): Promise<JobRow | null> {
  const [row] = rowsOf<JobRow>(
    await db.execute(sql`
    insert into jobs (name, owner, lease_until, attempts) values (${name}, ${owner}, ${leaseSql(leaseMs)}, 1)
    on conflict (name) do update
      set owner = excluded.owner, lease_until = excluded.lease_until, attempts = jobs.attempts + 1
      where jobs.done_at is null and (jobs.lease_until is null or jobs.lease_until < now())
    returning name, payload, progress, attempts`),
  );
  return row ?? null;
}

/**
 * Takes the oldest open job whose name starts with `prefix` that nobody holds (never taken, or
 * left by a process that stopped). SKIP LOCKED: processes looking at once take different jobs.
 */
export async function claimOpenJob(db: Db, prefix: string, owner: string, leaseMs: number): Promise<JobRow | null> {
  const [row] = rowsOf<JobRow>(
    await db.execute(sql`
    update jobs set owner = ${owner}, lease_until = ${leaseSql(leaseMs)}, attempts = attempts + 1
    where name = (
      select name from jobs
      where done_at is null and starts_with(name, ${prefix}) and (lease_until is null or lease_until < now())
      order by created_at limit 1 for update skip locked)
    returning name, payload, progress, attempts`),
  );
  return row ?? null;
}

/** Extends the lease and saves progress; false when the job is no longer this owner's. */
async function renewJob(db: Db, name: string, owner: string, leaseMs: number, progress: unknown): Promise<boolean> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
    update jobs set lease_until = ${leaseSql(leaseMs)}, progress = ${JSON.stringify(progress ?? null)}::jsonb
    where name = ${name} and owner = ${owner} and done_at is null returning name`),
  );
  return rows.length > 0;
}

async function endJob(db: Db, name: string, owner: string, end: { done: boolean; progress: unknown; error?: string }) {
  await db.execute(sql`
    update jobs set owner = null, lease_until = null, progress = ${JSON.stringify(end.progress ?? null)}::jsonb,
      error = ${end.error ?? null}, done_at = ${end.done ? sql`now()` : sql`null`}
    where name = ${name} and owner = ${owner}`);
}

/** Removes done jobs older than `days` (the sweep does it). */
export async function pruneJobs(db: Db, days: number): Promise<void> {
  await db.execute(sql`delete from jobs where done_at < now() - (${days} * interval '1 day')`);
}

export class Jobs {
  /** Who this process is, in the jobs table. */
  readonly owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly running = new Map<string, { controller: AbortController; done: Promise<JobOutcome> }>();
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly leaseMs: number,
    private readonly log: FastifyInstance['log'],
  ) {}

  /** Runs the named job here unless another process holds it or it is done. */
  async runOnce(name: string, work: JobWork): Promise<JobOutcome> {
    if (this.closing || this.running.has(name)) return 'taken';
    const row = await claimJob(this.db, name, this.owner, this.leaseMs);
    return row ? this.run(row, work) : 'taken';
  }

  /** Runs, one after another, the open jobs of `prefix` nobody holds; returns how many ran. */
  async runOpen(prefix: string, work: JobWork): Promise<number> {
    let n = 0;
    while (!this.closing) {
      const row = await claimOpenJob(this.db, prefix, this.owner, this.leaseMs);
      if (!row) break;
      n++;
      await this.run(row, work);
    }
    return n;
  }

  private run(row: JobRow, work: JobWork): Promise<JobOutcome> {
    const controller = new AbortController();
    let progress = row.progress;
    const renew = async () => {
      const held = await renewJob(this.db, row.name, this.owner, this.leaseMs, progress).catch(() => true);
      if (!held) controller.abort(new Error('lease lost'));
    };
    const timer = setInterval(() => void renew(), Math.max(50, Math.floor(this.leaseMs / 3)));
    timer.unref();
    const done = (async (): Promise<JobOutcome> => {
      try {
        await work({
          name: row.name,
          payload: row.payload,
          progress: row.progress,
          attempts: row.attempts,
          signal: controller.signal,
          save: (p) => {
            progress = p;
          },
        });
        clearInterval(timer);
        if (controller.signal.aborted) {
          // Stopped part-way (closing, or the lease went to another process): the rest is left
          // to whoever takes it next.
          await endJob(this.db, row.name, this.owner, { done: false, progress });
          return 'stopped';
        }
        await endJob(this.db, row.name, this.owner, { done: true, progress });
        return 'done';
      } catch (err) {
        clearInterval(timer);
        if (controller.signal.aborted) {
          await endJob(this.db, row.name, this.owner, { done: false, progress }).catch(() => {});
          return 'stopped';
        }
        const giveUp = row.attempts >= JOB_MAX_ATTEMPTS;
        this.log.error(
          { err, job: row.name, attempts: row.attempts },
          giveUp ? 'job failed, given up' : 'job failed, to be tried again',
        );
        await endJob(this.db, row.name, this.owner, {
          done: giveUp,
          progress,
          error: (err as Error).message ?? String(err),
        }).catch(() => {});
        return 'failed';
      } finally {
        this.running.delete(row.name);
      }
    })();
    this.running.set(row.name, { controller, done });
    return done;
  }

  /** The jobs this process runs now (tests, readiness). */
  names(): string[] {
    return [...this.running.keys()];
  }

  /** Stops taking jobs and asks the running ones to stop (they save their progress and let go). */
  stop(): void {
    this.closing = true;
    for (const { controller } of this.running.values()) controller.abort(new Error('closing'));
  }

  /** Stops, and waits for the running jobs to have let go. */
  async close(): Promise<void> {
    this.stop();
    await Promise.all([...this.running.values()].map((r) => r.done));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

async function jobsPlugin(app: FastifyInstance) {
  const jobs = new Jobs(app.db, app.config.JOB_LEASE_SECONDS * 1000, app.log);
  app.decorate('jobs', jobs);
  // Closing: the jobs are told to stop before anything else closes (a news push leaves what it has
  // not sent to another process), and waited for once the requests under way have finished.
  app.addHook('preClose', async () => jobs.stop());
  app.addHook('onClose', () => jobs.close());
}

export default fp(jobsPlugin, { name: 'jobs' });

// Jobs run once (docs/decisions.md "Jobs run once"): the nightly backup, the hour's sweep and a
// news item's push are taken by one process at a time; one that stops mid-job leaves the job to
// another, which goes on from the progress saved.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../test/test-app.ts';
import { jobs } from '../db/schema.ts';
import { backupJobName } from '../backup/nightly.ts';
import { nightlyBackup } from '../backup/backup.ts';
import { BACKUPS } from '../media/storage.ts';
import { claimJob, enqueueJob, JOB_MAX_ATTEMPTS, Jobs, type JobRun } from './jobs.ts';

const a = testApp();
let b: TestApp;
beforeAll(async () => {
  b = await a.another();
});

/** A process's job runner on the shared database, with a short lease. */
const runner = (t: TestApp, leaseMs = 300) => new Jobs(t.database.db, leaseMs, t.app.log);
const row = async (name: string) => (await a.database.db.select().from(jobs).where(eq(jobs.name, name)))[0];

describe('jobs', () => {
  it('runs a job in one process when two ask for it at once, and not again once it is done', async () => {
    const [first, second] = [runner(a), runner(b)];
    let runs = 0;
    // The work holds its claim until the other process has had its answer (or has run it too).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const work = async () => {
      if (++runs > 1) release();
      await held;
    };
    const asked = [first.runOnce('test:once', work), second.runOnce('test:once', work)];
    void Promise.race(asked).then(release, release);
    const outcomes = await Promise.all(asked);
    expect(outcomes.sort()).toEqual(['done', 'taken']);
    expect(runs).toBe(1);
    expect(await second.runOnce('test:once', work)).toBe('taken');
    expect(runs).toBe(1);
    expect(await row('test:once')).toMatchObject({ owner: null, attempts: 1, error: null });
    expect((await row('test:once')).doneAt).toBeInstanceOf(Date);
  });

  it('one nightly backup, not two: both processes check, one writes it', async () => {
    const now = new Date('2026-03-04T03:00:00Z');
    const written: (string | null)[] = [];
    const take = (t: TestApp) =>
      runner(t).runOnce(backupJobName(now), async (run: JobRun) => {
        written.push(
          await nightlyBackup(t.database.db, {
            store: t.app.store,
            keep: 3,
            engine: t.database.engine,
            now,
            signal: run.signal,
          }),
        );
      });
    expect((await Promise.all([take(a), take(b)])).sort()).toEqual(['done', 'taken']);
    expect(written).toEqual([`${BACKUPS}parish-2026-03-04.backup.gz`]);
    const stored = [];
    for (const store of [a.app.store, b.app.store]) for await (const o of store.list(BACKUPS)) stored.push(o.key);
    expect(stored).toEqual([`${BACKUPS}parish-2026-03-04.backup.gz`]);
  });

  it('a job whose process stopped mid-way is taken over once its lease runs out, from its saved progress', async () => {
    await enqueueJob(a.database.db, 'test:resume', { items: 10 });
    // Process A takes it, saves that 4 items are done, and stops (no more renewals).
    const taken = await claimJob(a.database.db, 'test:resume', 'process-a-that-stopped', 400);
    expect(taken).not.toBeNull();
    await a.database.db
      .update(jobs)
      .set({ progress: { done: 4 } })
      .where(eq(jobs.name, 'test:resume'));

    const other = runner(b);
    const seen: unknown[] = [];
    const work = async (run: JobRun) => {
      seen.push({ payload: run.payload, progress: run.progress, attempts: run.attempts });
      run.save({ done: 10 });
    };
    expect(await other.runOpen('test:', work)).toBe(0); // A's lease still runs
    await expect.poll(() => other.runOpen('test:', work), { timeout: 5_000, interval: 100 }).toBe(1);
    expect(seen).toEqual([{ payload: { items: 10 }, progress: { done: 4 }, attempts: 2 }]);
    expect(await row('test:resume')).toMatchObject({ progress: { done: 10 }, owner: null });
  });

  it('renews the lease while working, so a long job is not taken over; one that lost it is told to stop', async () => {
    const holder = runner(a, 300);
    const other = runner(b, 300);
    let stop: () => void = () => {};
    let told = false;
    const running = holder.runOnce(
      'test:long',
      (run) =>
        new Promise<void>((resolve) => {
          stop = resolve;
          run.signal.addEventListener('abort', () => {
            told = true;
            resolve();
          });
        }),
    );
    await expect.poll(async () => (await row('test:long'))?.owner).toBe(holder.owner);
    const firstLease = (await row('test:long')).leaseUntil!;
    // Once the first lease would have run out, the job is still held: it was renewed.
    await expect
      .poll(
        async () => {
          const { rows } = (await a.database.db.execute(
            sql`select now() > ${firstLease.toISOString()}::timestamptz as past`,
          )) as unknown as { rows: { past: boolean }[] };
          return rows[0].past;
        },
        { timeout: 3_000, interval: 50 },
      )
      .toBe(true);
    expect((await row('test:long')).leaseUntil!.getTime()).toBeGreaterThan(firstLease.getTime());
    expect(await other.runOnce('test:long', async () => {})).toBe('taken');
    // Someone else holds it now (an operator, or a lease that ran out while this process hung).
    await a.database.db.update(jobs).set({ owner: 'someone-else' }).where(eq(jobs.name, 'test:long'));
    await expect.poll(() => told, { timeout: 2_000 }).toBe(true);
    stop();
    expect(await running).toBe('stopped');
  });

  it('a failing job is tried again by the next ask, and given up after a bounded number of tries', async () => {
    const r = runner(a);
    let tries = 0;
    const failing = async () => {
      tries++;
      throw new Error('the disk is full');
    };
    for (let i = 0; i < JOB_MAX_ATTEMPTS; i++) expect(await r.runOnce('test:failing', failing)).toBe('failed');
    expect(await r.runOnce('test:failing', failing)).toBe('taken');
    expect(tries).toBe(JOB_MAX_ATTEMPTS);
    expect(await row('test:failing')).toMatchObject({ error: 'the disk is full', attempts: JOB_MAX_ATTEMPTS });
  });

  it('closing stops the running jobs and lets go of them at once, for another process to take over', async () => {
    const closing = runner(a, 60_000);
    const running = closing.runOnce(
      'test:closing',
      (run) =>
        new Promise<void>((resolve) =>
          run.signal.addEventListener('abort', () => {
            run.save({ done: 7 });
            resolve();
          }),
        ),
    );
    await expect.poll(async () => (await row('test:closing'))?.owner).toBe(closing.owner);
    await closing.close();
    expect(await running).toBe('stopped');
    const left = await row('test:closing');
    expect(left).toMatchObject({ owner: null, leaseUntil: null, doneAt: null, progress: { done: 7 } });
    const [{ open }] = (
      (await a.database.db.execute(
        sql`select count(*)::int as open from jobs where name = 'test:closing' and done_at is null`,
      )) as unknown as { rows: { open: number }[] }
    ).rows;
    expect(open).toBe(1);
    expect(await runner(b).runOpen('test:closing', async () => {})).toBe(1);
  });
});

// Unused uploads are removed after their grace period (docs/decisions.md "Unused uploads"): at start
// and then hourly, as the job of the hour (`sweep:<UTC hour>`), so with several processes one of
// them sweeps the shared store. Parts of uploads a stopped process left half-written go too: in
// the store, and in this machine's own DATA_DIR/incoming (the probe's copies), which every process
// sweeps for itself.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepIncoming } from './av-upload.ts';
import { sweepStoreIncoming, sweepUnusedUploads } from './stored-files.ts';
import { pruneJobs } from '../plugins/jobs.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Done jobs are kept this long (what ran, where, and when), then removed by the sweep. */
const JOB_HISTORY_DAYS = 30;

export const sweepJobName = (at: Date) => `sweep:${at.toISOString().slice(0, 13)}`;

async function sweepPlugin(app: FastifyInstance) {
  const graceMs = app.config.UPLOAD_GRACE_HOURS * HOUR_MS;
  // No request lasts longer than this: a part older than it was left by a process that stopped.
  const partMaxAgeMs = 2 * app.config.UPLOAD_TIMEOUT_MS;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = Promise.all([
      app.jobs.runOnce(sweepJobName(new Date()), async () => {
        const removed = await sweepUnusedUploads(app.db, app.store, graceMs);
        const parts = await sweepStoreIncoming(app.store, partMaxAgeMs);
        await pruneJobs(app.db, JOB_HISTORY_DAYS);
        if (removed.length || parts) app.log.info({ removed: removed.length, parts }, 'unused uploads removed');
      }),
      app.store.kind === 'disk' ? 0 : sweepIncoming(app.config.DATA_DIR, partMaxAgeMs),
    ]).catch((err: unknown) => app.log.warn({ err }, 'sweeping unused uploads failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, HOUR_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}

export default fp(sweepPlugin, { name: 'upload-sweep', dependencies: ['jobs'] });

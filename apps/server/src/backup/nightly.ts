// The running server's nightly backup (docs/decisions.md "The office's tools"):
// once a day, from BACKUP_HOUR (server time), into
// the store's backups/ (DATA_DIR/backups on disk; the bucket with an object store, off this
// machine), keeping the newest BACKUP_KEEP. Checked at start and every 10 minutes by an unref'd
// timer stopped on close. The day's backup is a job (plugins/jobs.ts `backup:<day>`): with several
// processes one takes it; a failure is logged and tried again at the next check, by any process.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backupName, nightlyBackup } from './backup.ts';

const CHECK_MS = 10 * 60_000;

export const backupJobName = (at: Date) => `backup:${backupName(at).slice('parish-'.length, -'.backup.gz'.length)}`;

async function nightlyPlugin(app: FastifyInstance) {
  if (!app.config.BACKUP_KEEP || app.config.NODE_ENV === 'test') return;
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    const now = new Date();
    if (now.getHours() < app.config.BACKUP_HOUR) return;
    running = app.jobs
      .runOnce(backupJobName(now), async (run) => {
        const key = await nightlyBackup(app.db, {
          store: app.store,
          keep: app.config.BACKUP_KEEP,
          engine: app.dbEngine,
          now,
          signal: run.signal,
        });
        if (key) app.log.info({ backup: key, store: app.store.where }, 'nightly backup written');
      })
      .catch((err: unknown) => app.log.error({ err }, 'nightly backup failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    check();
    timer = setInterval(check, CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(nightlyPlugin, { name: 'nightly-backup', dependencies: ['jobs'] });

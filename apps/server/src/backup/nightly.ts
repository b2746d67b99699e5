// The running server's nightly backup (issue 17): once a day, from BACKUP_HOUR (server time),
// into DATA_DIR/backups, keeping the newest BACKUP_KEEP. Checked every 10 minutes by an unref'd
// timer stopped on close; a failure is logged and tried again at the next check.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nightlyBackup } from './backup.ts';

const CHECK_MS = 10 * 60_000;

async function nightlyPlugin(app: FastifyInstance) {
  if (!app.config.BACKUP_KEEP || app.config.NODE_ENV === 'test') return;
  let running = false;
  const check = async () => {
    if (running || new Date().getHours() < app.config.BACKUP_HOUR) return;
    running = true;
    try {
      const file = await nightlyBackup(app.db, {
        uploadsDir: app.config.uploadsDir, dir: path.join(app.config.DATA_DIR, 'backups'), keep: app.config.BACKUP_KEEP, engine: app.dbEngine,
      });
      if (file) app.log.info({ file }, 'nightly backup written');
    } catch (err) {
      app.log.error({ err }, 'nightly backup failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void check(), CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(nightlyPlugin, { name: 'nightly-backup' });

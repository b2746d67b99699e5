// The one write path: every data-changing route runs its rows in one transaction with
// its audit row, drops the cached reads it changed once the transaction has committed, and turns a
// unique-index refusal (PostgreSQL 23505) into a 409 with a stable code instead of a 500.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type UserInfo } from '@parish/shared/auth';
import { ERROR_CODES } from '@parish/shared/common';
import type { Db } from '../db/client.ts';
import { writeAudit, type AuditEntry } from '../domain/audit.ts';
import { HttpError } from './errors.ts';
import type { CacheTag } from './cache-tags.ts';

export interface WriteOptions {
  /** Who writes: the audit rows name them. */
  user: Pick<UserInfo, '_id' | 'username'>;
  /** The cached reads this write changes. */
  invalidates: CacheTag[];
  /** A unique index the domain explains in its own words; any other one gives 409 `conflict`. */
  conflicts?: Record<string, () => HttpError>;
}

/** Records one audit row in the write's own transaction. */
export type Audit = (entry: Omit<AuditEntry, 'user'>) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    write<T>(options: WriteOptions, work: (tx: Db, audit: Audit) => Promise<T>): Promise<T>;
  }
}

/** The unique index PostgreSQL (or PGlite) refused a row for, looking through wrapped causes. */
export function uniqueViolation(err: unknown): { constraint: string } | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    // The index's name is in the message too, for drivers that leave `constraint` out.
    if (code === '23505')
      return { constraint: constraint ?? /unique constraint "([^"]+)"/.exec(message ?? '')?.[1] ?? '' };
  }
  return null;
}

async function writePlugin(app: FastifyInstance) {
  app.decorate('write', async function write<
    T,
  >(options: WriteOptions, work: (tx: Db, audit: Audit) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await app.db.transaction(async (tx) =>
        work(tx, (entry) => writeAudit(tx, { user: options.user, ...entry })),
      );
    } catch (err) {
      const violation = uniqueViolation(err);
      if (!violation) throw err;
      const known = options.conflicts?.[violation.constraint];
      throw known
        ? known()
        : new HttpError(
            409,
            ERROR_CODES.conflict,
            'This conflicts with a record that exists already; reload and try again',
          );
    }
    if (options.invalidates.length) await app.responseCache.invalidate(...options.invalidates);
    return result;
  });
}

export default fp(writePlugin, { name: 'write', dependencies: ['response-cache'] });

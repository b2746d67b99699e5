// Join links and passkey sign-ins share the address's budget of failed logins with passwords
// (docs/product.md "Join link /join/{token}").
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@parish/shared/common';
import { HttpError } from '../../plugins/errors.ts';

/** A 429 that says when to come back once the address has spent its budget; `tries` words what it tried. */
export async function refuseOverBudget(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  tries: string,
): Promise<void> {
  const key = `ip:${request.ip}`;
  if ((await app.loginFailures.count(key)) < app.config.LOGIN_FAILURE_MAX) return;
  const seconds = Math.max(1, Math.ceil((await app.loginFailures.remainingMs(key)) / 1000));
  reply.header('Retry-After', String(seconds));
  throw new HttpError(
    429,
    ERROR_CODES.rateLimited,
    `Too many ${tries}. Try again in ${Math.ceil(seconds / 60)} minutes.`,
  );
}

// One error handler: every failure leaves as { statusCode, error, code, message } with a stable code.
import type { FastifyError, FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ApiError, ApiErrorSchema, ERROR_CODES } from '@parish/shared/common';
import { STATUS_CODES } from 'node:http';

/** An error a route throws on purpose; it reaches the client as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, ERROR_CODES.notFound, `${what} not found`);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, ERROR_CODES.validation, message, fields);

export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message, ...(fields ? { fields } : {}) };
}

/** The error statuses an API route may answer with, each with the one body shape `ApiErrorSchema`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/**
 * The error responses a route declares in its schema: `response: { 200: X, ...errorResponses(404, 409) }`.
 * The ones every route of a kind can give (input → 400, guard → 401/403, body → 413/415, rate limit
 * → 429) are added to every /api route by `declareErrorResponses`; a route names its own 404/409.
 */
export function errorResponses(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, typeof ApiErrorSchema>> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema]));
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Adds to a route's response schema the errors its kind can give; what the route declares wins. */
export function declareErrorResponses(
  route: RouteOptions,
  guard: 'public' | 'account' | 'family' | 'user' | 'own' | 'admin',
): void {
  const schema = (route.schema ??= {});
  const statuses = new Set<ErrorStatus>();
  if (schema.body || schema.params || schema.querystring) statuses.add(400);
  if (guard !== 'public') statuses.add(401);
  // 'user' routes refuse a family account, 'family' routes everyone else.
  if (guard !== 'public' && guard !== 'account') statuses.add(403);
  if ([route.method].flat().some((m) => BODY_METHODS.has(m))) {
    // Any body is parsed (bad JSON → 400, too big → 413, another type → 415); another site's
    // Origin is refused (403).
    for (const status of [400, 403, 413, 415] as const) statuses.add(status);
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false) statuses.add(429);
  schema.response = { ...errorResponses(...statuses), ...(schema.response as object | undefined) };
}

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_CODES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_CODES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_CODES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_CODES.unsupportedMedia,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERROR_CODES.validation,
  FST_REQ_FILE_TOO_LARGE: ERROR_CODES.payloadTooLarge,
};

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        // An unknown field is named by its own key, not by the object holding it.
        const keys = issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[]) : [''];
        for (const key of keys) {
          const field = [err.validationContext ?? 'body', ...issue.instancePath.split('/'), key]
            .filter(Boolean)
            .join('.');
          fields[field] ??= key ? 'Unknown field' : (issue.message ?? 'Invalid value');
        }
      }
      const message = Object.entries(fields)
        .map(([f, m]) => `${f}: ${m}`)
        .join('; ');
      return reply.status(400).send(errorBody(400, ERROR_CODES.validation, message, fields));
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(errorBody(err.statusCode, err.code, err.message, err.fields));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(errorBody(429, ERROR_CODES.rateLimited, err.message));
    }
    const mapped = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (mapped !== undefined) {
      const status = err.statusCode ?? 400;
      const message = mapped === ERROR_CODES.invalidJson ? 'Body is not valid JSON' : err.message;
      return reply.status(status).send(errorBody(status, mapped, message));
    }
    if (isResponseSerializationError(err) || !err.statusCode || err.statusCode >= 500) {
      // The err serializer (plugins/log.ts) keeps the kind, codes and stack, never the query's values.
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(errorBody(500, ERROR_CODES.internal, 'Internal server error'));
    }
    return reply.status(err.statusCode).send(errorBody(err.statusCode, err.code ?? 'error', err.message));
  });
}

export default fp(errorsPlugin, { name: 'errors' });

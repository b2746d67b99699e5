// What the log keeps of requests and failures (docs/decisions.md "No NUL in text, and no request
// values in the log"): never the values a request carried.
// Names, phones and search words travel in bodies, query strings, path params and — through
// drizzle — in the text and parameters of a failed query; none of them reach the log.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go instead of stdout (a test captures them). */
export interface LogStream {
  write(line: string): void;
}

/** The URL as logged: without the query string, and with a route's pattern instead of its params. */
function loggedUrl(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern && pattern.includes(':')) return pattern;
  return request.url.split('?')[0];
}

const DB_ERROR_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'dataType'] as const;

/** A database error (the driver's, or drizzle's wrapper holding the query and its values). */
const isDatabaseError = (err: Error) =>
  'params' in err || 'query' in err || 'severity' in err || err.message.startsWith('Failed query');

/**
 * A failure as logged: its kind, codes and stack, and the cause chain. A database error loses its
 * message (drizzle's holds the query and its parameters, PostgreSQL's can quote a value) and
 * keeps its SQLSTATE and the constraint or column it names.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function loggableError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '', stack: '' };
  const db = isDatabaseError(err);
  const message = db ? 'database query failed' : err.message;
  const out: LoggedError = { type: err.name || err.constructor.name, message, stack: '' };
  if (db) {
    const fields = err as unknown as Record<string, unknown>;
    for (const field of DB_ERROR_FIELDS) if (typeof fields[field] === 'string') out[field] = fields[field];
  } else if ('code' in err && typeof err.code === 'string') {
    out.code = err.code;
  }
  // The stack's first line repeats the message; only the frames are kept.
  const frames = (err.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  out.stack = [`${out.type}: ${message}`, ...frames].join('\n');
  if (err.cause !== undefined && depth < 4) out.cause = loggableError(err.cause, depth + 1);
  return out;
}

/** Fastify's logger options: level, serializers without request values, and redaction as a net. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request),
        remoteAddress: request.ip,
      }),
      err: (err: Error) => loggableError(err),
    },
    // Should anything ever log a request's contents, these paths are blanked.
    redact: {
      paths: [
        'req.body',
        'req.query',
        'req.params',
        'req.headers.cookie',
        'body',
        'query',
        'params',
        'err.query',
        'err.params',
      ],
      censor: '[redacted]',
    },
  };
}

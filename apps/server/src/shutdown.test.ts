// Graceful shutdown (SIGTERM): no new requests, the ones under way finish (bounded), then the app's
// jobs, channels and store close, and the database last.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.ts';
import { closeGracefully } from './shutdown.ts';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function listening(gate: Promise<void>, entered: () => void, onClose: () => void = () => {}) {
  const t = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        app.get('/api/test-slow', async () => {
          entered();
          await gate;
          return { finished: true };
        });
        app.addHook('onClose', async () => onClose());
      },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

describe('closeGracefully', () => {
  it('refuses new connections, lets the request under way finish, and closes the database after the app', async () => {
    let release: () => void = () => {};
    let entered: () => void = () => {};
    const inHandler = new Promise<void>((r) => {
      entered = r;
    });
    const order: string[] = [];
    const { t, port } = await listening(
      new Promise<void>((r) => {
        release = r;
      }),
      () => entered(),
      () => order.push('app'),
    );
    const slow = get(port, '/api/test-slow');
    await inHandler;

    const closing = closeGracefully({
      app: t.app,
      timeoutMs: 10_000,
      closeDatabase: async () => {
        order.push('database');
      },
    });
    await expect
      .poll(() =>
        get(port, '/api/health/live').then(
          () => 'answered',
          (err: NodeJS.ErrnoException) => err.code,
        ),
      )
      .toBe('ECONNREFUSED');
    expect(order).toEqual([]);
    release();
    expect(await slow).toEqual({ status: 200, body: '{"finished":true}' });
    await closing;
    expect(order).toEqual(['app', 'database']);
    await t.close();
  });

  it('closes the connections of requests still running at the deadline', async () => {
    let entered: () => void = () => {};
    const inHandler = new Promise<void>((r) => {
      entered = r;
    });
    const { t, port } = await listening(new Promise<void>(() => {}), () => entered());
    const stuck = get(port, '/api/test-slow').then(
      () => 'answered',
      (err: Error) => err.message,
    );
    await inHandler;
    let databaseClosed = false;
    await closeGracefully({
      app: t.app,
      timeoutMs: 200,
      closeDatabase: async () => {
        databaseClosed = true;
      },
    });
    expect(await stuck).toBe('socket hang up');
    expect(databaseClosed).toBe(true);
    await t.close();
  });
});

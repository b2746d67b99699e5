import { createTestApp, TEST_PASSWORD } from './src/test/test-app.ts';
import { createUser } from './src/features/auth/queries.ts';
const name = `redis-${Date.now()}`;
const a = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379', LOGIN_ACCOUNT_FAILURE_MAX: '3' });
const b = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379', LOGIN_ACCOUNT_FAILURE_MAX: '3' });
await createUser(a.database.db, { username: name, password: TEST_PASSWORD, isAdmin: false });
const out: string[] = [];
for (let i = 0; i < 3; i++) {
  const r = await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: name, password: 'x' }, remoteAddress: `10.44.0.${i}` });
  out.push(String(r.statusCode));
}
// The other process (sharing Redis) sees the lock.
const r = await b.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: name, password: 'x' }, remoteAddress: '10.44.1.1' });
out.push(`${r.statusCode} retry-after=${r.headers['retry-after']}`);
console.log('redis:', out.join(', '));
await a.close(); await b.close();
process.exit(0);

// npm run create-admin -- --username NAME   makes an admin of a real parish; asks for the password.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { RegisterSchema } from '@parish/shared/auth';
import { loadConfig } from '../../config.ts';
import { openAndMigrate } from '../../setup/start.ts';
import { createUser } from './queries.ts';

const { values } = parseArgs({ options: { username: { type: 'string' }, password: { type: 'string' } } });
const rl = createInterface({ input: process.stdin, output: process.stdout });
const username = values.username ?? (await rl.question('Username: '));
const password = values.password ?? process.env.ADMIN_PASSWORD ?? (await rl.question('Password (10+ characters): '));
rl.close();

const input = RegisterSchema.safeParse({ username, password, isAdmin: true });
if (!input.success) {
  console.error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  process.exit(1);
}
const database = await openAndMigrate(loadConfig()).catch(
  (err: Error) => (console.error(err.message), process.exit(1)),
);
const user = await createUser(database.db, input.data);
await database.close();
if (!user) {
  console.error(`The username ${username} is taken.`);
  process.exit(1);
}
console.log(`Admin ${user.username} created.`);

// Accounts for a test that needs one beyond the logins test-app.ts makes: the auth feature's own
// write, offered here so another feature's test does not import that feature
// (docs/architecture.md "Server, below the features").
export { createUser } from '../features/auth/queries.ts';

// The password hashes live below the features (the join link makes accounts too); the auth feature
// reads them through this file, which its lockout test mocks.
export { decoyPasswordHash, generatePassword, hashPassword, verifyPassword } from '../../domain/password.ts';

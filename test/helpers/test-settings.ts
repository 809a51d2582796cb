// Settings every test server, CLI run and child process gets unless the test
// names its own. Passwords are hashed at scrypt's N = 2^10 rather than 2^14:
// the suite makes and signs in hundreds of users, and at the default cost
// their hashing was about 30 s of the quick run's CPU. What the cost itself
// does is tested at the default (test/crypto/password.test.ts).
export const TEST_SETTINGS: Readonly<Record<string, string>> = { PASSWORD_HASH_COST: '10' };

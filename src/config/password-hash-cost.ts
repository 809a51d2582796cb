// PASSWORD_HASH_COST: log2 of scrypt's N for new and changed passwords
// (src/crypto/password.ts). 2^14 = 16 384 is scrypt's setting for
// interactive logins (about 16 MiB and tens of milliseconds a hash); 2^10 is
// for test suites, which make thousands of users; 2^16 takes 64 MiB a hash.
export const DEFAULT_PASSWORD_HASH_COST = 14;
export const PASSWORD_HASH_COSTS = { min: 10, max: 16 } as const;

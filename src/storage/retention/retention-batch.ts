/** Rows read or deleted per statement of retention: small enough that no lock is held for long. */
export const RETENTION_BATCH = 500;

// The conventions every table's columns share, in a file of their own so each
// domain's tables use them without importing one another. Both dialects store
// the same shapes: times are epoch milliseconds (bigint on PostgreSQL, parsed
// back to number), booleans are 0/1 integers (SQLite has no boolean), lists
// are JSON text.
export type Flag = 0 | 1;

// The log the delivery engine writes to: the server's (pino, through
// Fastify), or any other with these levels. Secrets never go in it.
export interface DeliveryLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
  /** Whether a line of `level` would be written (pino's own); absent: every level is asked for. */
  isLevelEnabled?(level: 'debug'): boolean;
}

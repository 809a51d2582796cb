// Types of build-server.mjs, for TypeScript callers (the bench).
export const SERVER_DIR: string;
export const SERVER_STAMP: string;
/** Whether dist/server/ is at least as new as every source file. */
export function serverBuildIsCurrent(): boolean;
/** Builds the server into dist/server/ from scratch (emptying it first). */
export function buildServer(): Promise<void>;

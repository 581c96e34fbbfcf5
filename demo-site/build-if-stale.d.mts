/** The files and folders the builds read (repository-relative). */
export declare const SOURCES: readonly string[];
/** True when a build is needed. */
export declare function isStale(): boolean;
/** Runs `task` holding the lock directory `lock`; returns what `task` returns. */
export declare function withLock<T>(lock: string, task: () => T): T;
/** Runs `npm run build` when stale; true when it built. */
export declare function buildIfStale(options?: { force?: boolean }): boolean;

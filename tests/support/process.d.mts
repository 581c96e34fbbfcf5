import type { ChildProcess } from 'node:child_process';

export declare const ROOT: string;
export declare const SOURCES: string[];

interface SpawnOptions {
  /** Working directory of the server (default: the repository). */
  cwd?: string;
  /** Node's arguments: the built server (default) or SOURCES. */
  args?: string[];
  /** Reuse this data directory (kept on stop); default a fresh one (removed on stop). */
  dataDir?: string;
  /** Name prefix of a fresh data directory. */
  prefix?: string;
  /** More environment (NODE_ENV, …); PORT, HOST and DATA_DIR are set by spawnServer (PARTNER_PORT: 0 unless given). */
  env?: Record<string, string>;
  /** Every chunk the server prints (stdout and stderr). */
  onOutput?: (chunk: string) => void;
  /** How long the server may take to get ready, in ms (default 20 000). */
  readyMs?: number;
  /** What the server prints once it listens (default `ready in N ms`, the reference server's line). */
  ready?: RegExp;
  /** Listen on this port (default: a free one per try). */
  port?: number;
  /** Tries on fresh ports (default 3). */
  attempts?: number;
}

interface SpawnedServer {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The partner demo pages' origin: the same process on another port (`PARTNER_PORT`). */
  partnerUrl: string;
  dataDir: string;
  stop(graceMs?: number): Promise<void>;
}

/** A TCP port nothing listens on right now. */
export declare function freePort(): Promise<number>;

export declare function spawnServer(options?: SpawnOptions): Promise<SpawnedServer>;

/** A page of a spawned server: `/partner/…` on its partner origin, the rest on its own. */
export declare function pageUrl(server: { url: string; partnerUrl: string }, path: string): string;

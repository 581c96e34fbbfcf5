// Shared setup of the contract suite: the real reference server (tests/support/server.ts) on a
// free port, in-process, with the core API client pointed at it.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Call, clientFor } from '../../core/api/client';
import { configure, resetConfig } from '../../core/config/config';
import { type ReferenceServer, startServer } from '../support/server';

export { DEMO, GUEST } from '../support/accounts';

/** A running reference server and its base URLs. */
interface ContractServer extends ReferenceServer {
  /** `http://127.0.0.1:<port>/api/v2/` */
  apiBase: string;
  /** What core/api functions take first: the client of `apiBase`. */
  client: Call;
}

/**
 * The file's server: started (on the real clock) before the first test with `configure({ apiBase })`,
 * closed after the last; with `reset`, `/dev/reset` before every test.
 */
export function contractServer({ reset = false } = {}): ContractServer {
  const server = {} as ContractServer;
  beforeAll(async () => {
    const started = await startServer({ listen: true, now: () => Date.now() });
    const apiBase = `${started.origin}/api/v2/`;
    Object.assign(server, started, { apiBase, client: { api: clientFor({ apiBase }) } });
    configure({ apiBase: server.apiBase });
  });
  afterAll(async () => {
    resetConfig();
    await server.close?.();
  });
  if (reset) beforeEach(() => server.reset());
  return server;
}

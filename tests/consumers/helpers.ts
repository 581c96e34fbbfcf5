// What the consumer specs share: running an app's npm scripts, and asking the API what the
// needs board lists.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { ROOT } from '../support/process.mjs';

/** The needs board's first page as the API answers it: its needs, and how many there are. */
export async function approvedNeeds(
  request: APIRequestContext,
  api: string,
  limit = 1,
): Promise<{ total: number; needs: { id: number; title: string }[] }> {
  const searchJson = JSON.stringify({ association_id: 'SZTX', review: 2 });
  const answer = await request.get(`${api}demand/list`, {
    params: { start: 0, limit, searchJson },
  });
  // the API's wire: `data` is the page as a JSON string
  const { data } = (await answer.json()) as { data: string };
  const page = JSON.parse(data) as {
    total: number | string;
    data: { demand_id: number; title: string }[];
  };
  const needs = page.data.map((row) => ({ id: row.demand_id, title: row.title }));
  return { total: Number(page.total), needs };
}

/** `npm run <script>` in a consumer: its output, or the error's (stdout and stderr). */
export function npmRun(
  app: string,
  script: string,
  env: Record<string, string> = {},
): { ok: boolean; output: string } {
  try {
    const output = execFileSync('npm', ['run', '--silent', script], {
      cwd: join(ROOT, 'tests/consumers', app),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      // plain text for the patterns below (Playwright's workers set FORCE_COLOR)
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
    });
    return { ok: true, output };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

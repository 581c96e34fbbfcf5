// What makes a Content-Security-Policy strict (demo-site/server/page-policy.ts): the checks of
// every page test of the reference server.

/** The policy's directives: name → its sources. */
export function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** What makes a policy weaker than strict; [] for a strict one. */
export function weaknesses(policy: unknown): string[] {
  if (typeof policy !== 'string' || policy === '') return ['no policy'];
  const d = directives(policy);
  const found: string[] = [];
  const scripts = d.get('script-src') ?? d.get('default-src');
  if (!scripts) found.push('no script-src');
  for (const source of scripts ?? []) {
    if (
      /^(?:'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\*|data:|blob:|https?:|'self')$/i.test(
        source,
      )
    )
      found.push(`script-src ${source}`);
  }
  const objects = d.get('object-src') ?? d.get('default-src');
  if (objects?.join(' ') !== "'none'") found.push('object-src is not none');
  const base = d.get('base-uri')?.join(' ');
  if (base !== "'none'" && base !== "'self'") found.push(`base-uri ${base ?? 'missing'}`);
  if (!d.get('frame-ancestors')?.length) found.push('no frame-ancestors');
  return found;
}

/** The association's API: the partner's setting, read when a page is rendered (the tests' API). */
export function apiBase(): string {
  return process.env.SZTX_API ?? 'https://api.example/api/v2/';
}

/** The association's API: the site's setting at build time (the tests' API, SZTX_API). */
export const API = process.env.SZTX_API ?? 'https://api.example/api/v2/';

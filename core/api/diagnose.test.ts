// A failed load is told to the partner's developer in terms they can act on; one that asked the
// page's own origin while the page names no API says to name it (api-base): a widget bundled into
// a partner's app asks the app's origin, never silently.
import { afterEach, describe, expect, it } from 'vitest';
import { describeFailure } from './diagnose';
import { ApiError, NetworkError } from './errors';

const here = () => location.origin;
const noProbe = async () => false;

/** One failure of each kind an unnamed API meets on the partner's own origin. */
const FAILURES = {
  'HTTP 404 (no such route)': () =>
    new ApiError(
      '404',
      '伺服器暫時無法處理請求（404）',
      'GET',
      `${here()}/api/v2/article/list`,
      404,
    ),
  "the app's index.html (an SPA fallback)": () =>
    new ApiError('PARSE', '伺服器回應格式錯誤', 'GET', `${here()}/api/v2/article/list`, 200),
  'no answer': () => new NetworkError('GET', `${here()}/api/v2/article/list`),
};

describe('describeFailure', () => {
  afterEach(() => {
    delete window.SZTX_CONFIG;
  });

  for (const [name, failure] of Object.entries(FAILURES)) {
    it(`names api-base when the page's own origin failed and no API is named: ${name}`, async () => {
      const detail = await describeFailure(failure(), noProbe);
      expect(detail?.message).toMatch(/Without api-base \(or SZTX_CONFIG\.apiBase\)/);
      expect(detail?.message).toContain('api-base="https://');
    });

    it(`says nothing of a default when the page names its API: ${name}`, async () => {
      window.SZTX_CONFIG = { apiBase: `${here()}/api/v2/` };
      const detail = await describeFailure(failure(), noProbe);
      expect(detail?.message).not.toMatch(/Without api-base/);
    });
  }

  it('says nothing of a default for another origin (the API named elsewhere)', async () => {
    const error = new ApiError('404', 'x', 'GET', 'https://api.example/api/v2/article/list', 404);
    expect((await describeFailure(error, noProbe))?.message).toBe(
      'the API at https://api.example/api/v2/article/list answered HTTP 404: check that api-base points to the /api/v2/ API',
    );
  });
});

import { requireSession } from '../../auth.js';
import { ApiFailure, failS, okS } from '../../envelope.js';
import type { Feature, FeatureRoutes } from '../feature.js';
import { qiniuRoutes } from './emulator.js';
import { issueUploadToken, QINIU_PREFIX, type UploadKeys } from './qiniu.js';

/**
 * `GET /api/v2/qiniu/getUptoken`: a token for the caller's own upload folder, valid while the
 * session it was asked with lasts (the emulator checks; logout ends both).
 */
const uploadRoutes: FeatureRoutes = async (app, { ctx }) => {
  const keys: UploadKeys = {
    accessKey: ctx.secrets.qiniuAccessKey,
    secretKey: ctx.secrets.qiniuSecretKey,
  };
  app.get('/qiniu/getUptoken', async (req) => {
    let caller: { userId: number; session: string };
    try {
      caller = requireSession(ctx, req);
    } catch (err) {
      if (err instanceof ApiFailure) return failS(err.code, err.message);
      throw err;
    }
    return okS(issueUploadToken(keys, ctx.now(), caller.userId, caller.session), '獲取成功');
  });
};

/** Uploads: the Qiniu emulator at /qiniu-up/ and its token call. No tables (ids 900–999 free). */
export const uploadFeature: Feature = {
  name: 'upload',
  migrations: [],
  tables: [],
  routes: uploadRoutes,
  rootRoutes: async (app, { ctx }) => {
    await app.register(qiniuRoutes, { ctx, prefix: QINIU_PREFIX });
  },
};

import { api, parseJsonText, path, type Signal, withSignal } from './client';

function flag(data: unknown, key: string): 0 | 1 {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : data;
  return Number(value) === 1 ? 1 : 0;
}

/** GETs `article/{endpoint}/{userId}/{articleId}` and reads its 0/1 flag. */
async function articleFlag(
  endpoint: 'getLikeState' | 'getFavouriteState',
  key: string,
  userId: string | number,
  articleId: string | number,
  o: Signal,
): Promise<0 | 1> {
  const data = parseJsonText<unknown>(
    await api.get<unknown>(path`article/${endpoint}/${userId}/${articleId}`, withSignal(o)),
    `article/${endpoint}`,
  );
  return flag(data, key);
}

/** `article/getLikeState/{userId}/{articleId}`: 1 when the user has liked the article. */
export function getLikeState(
  userId: string | number,
  articleId: string | number,
  o: Signal = {},
): Promise<0 | 1> {
  return articleFlag('getLikeState', 'likestate', userId, articleId, o);
}

/** `article/likeByPc/{articleId}` (GET: the spec states no method): likes; resolves with the new like count. */
export async function likeArticle(articleId: string | number): Promise<number> {
  const data = parseJsonText<unknown>(
    await api.get<unknown>(path`article/likeByPc/${articleId}`),
    'article/likeByPc',
  );
  return Number(data) || 0;
}

/** `article/getFavouriteState/{userId}/{articleId}`: 1 when favourited. */
export function getFavouriteState(
  userId: string | number,
  articleId: string | number,
  o: Signal = {},
): Promise<0 | 1> {
  return articleFlag('getFavouriteState', 'state', userId, articleId, o);
}

/** `article/favourite/{userId}/{articleId}/{0|1}` (GET, as the spec): sets the favourite state. */
export async function setFavourite(
  userId: string | number,
  articleId: string | number,
  state: 0 | 1,
): Promise<void> {
  await api.get<unknown>(path`article/favourite/${userId}/${articleId}/${state}`);
}

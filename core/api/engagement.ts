import { invalidate } from '../load/query';
import { type Call, getData, parseJsonText, path } from './client';

function flag(data: unknown, key: string): 0 | 1 {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : data;
  return Number(value) === 1 ? 1 : 0;
}

/** A reader of `article/{endpoint}/{userId}/{articleId}`: the 0/1 flag under `key`. */
const articleFlag =
  (endpoint: 'getLikeState' | 'getFavouriteState', key: string) =>
  async (call: Call, userId: string | number, articleId: string | number): Promise<0 | 1> =>
    flag(
      parseJsonText<unknown>(
        await getData(call, path`article/${endpoint}/${userId}/${articleId}`),
        `article/${endpoint}`,
      ),
      key,
    );

/** `article/getLikeState/{userId}/{articleId}`: 1 when the user has liked the article. */
export const getLikeState = articleFlag('getLikeState', 'likestate');

/** `article/likeByPc/{articleId}` (GET: the spec states no method): likes; resolves with the new like count. */
export async function likeArticle(call: Call, articleId: string | number): Promise<number> {
  const data = parseJsonText<unknown>(
    await getData(call, path`article/likeByPc/${articleId}`),
    'article/likeByPc',
  );
  return Number(data) || 0;
}

/** `article/getFavouriteState/{userId}/{articleId}`: 1 when favourited. */
export const getFavouriteState = articleFlag('getFavouriteState', 'state');

/** `article/favourite/{userId}/{articleId}/{0|1}` (GET, as the spec): sets the favourite state. */
export async function setFavourite(
  call: Call,
  userId: string | number,
  articleId: string | number,
  state: 0 | 1,
): Promise<void> {
  await getData(call, path`article/favourite/${userId}/${articleId}/${state}`);
  invalidate('favourite'); // the personal centre's list of favourites
}

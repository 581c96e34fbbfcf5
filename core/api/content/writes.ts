// The writes of the public content: each invalidates what it changed (`invalidate` of
// core/load/query.ts), so every mounted query of that resource loads again.
import { invalidate } from '../../load/run';
import { type Call, getData, parseJsonText, path } from '../client';

/** The resource a like changes: the article's like state (`getLikeState`). */
const LIKE = 'like';
/** The resource a favourite changes: favourite states and the user's favourites list. */
const FAVOURITE = 'favourite';

/** `article/likeByPc/{articleId}` (GET: the spec states no method): likes; resolves with the new like count. */
export async function likeArticle(call: Call, articleId: string | number): Promise<number> {
  const data = parseJsonText<unknown>(
    await getData(call, path`article/likeByPc/${articleId}`),
    'article/likeByPc',
  );
  invalidate(LIKE);
  return Number(data) || 0;
}

/** `article/favourite/{userId}/{articleId}/{0|1}` (GET, as the spec): sets the favourite state. */
export async function setFavourite(
  call: Call,
  userId: string | number,
  articleId: string | number,
  state: 0 | 1,
): Promise<void> {
  await getData(call, path`article/favourite/${userId}/${articleId}/${state}`);
  invalidate(FAVOURITE);
}

import { type ArticleSummary, toArticleSummary } from '../article';
import { type Call, getPage, path } from '../client';
import type { Page } from '../types';
import type { FavouriteArticle } from './wire';

/** `article/favouriteList/{userId}/1`: the user's favourite articles from `start`. */
export async function listFavourites(
  call: Call,
  userId: string | number,
  start: number,
  limit: number,
): Promise<Page<ArticleSummary>> {
  // a bare list counts its own rows: the list then ends with this page
  const page = await getPage<FavouriteArticle>(
    call,
    path`article/favouriteList/${userId}/1`,
    { query: { start, limit } },
    ['article_id'],
  );
  return { items: page.items.map(toArticleSummary), total: page.total };
}

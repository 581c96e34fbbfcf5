import { type Call, getData, parseList, path, readRecords } from './client';
import { type ArticleSummary, toArticleSummary } from './content/articles';
import type { Page } from './types';
import type { FavouriteArticle, FavouritePage } from './wire/personal';

/** `article/favouriteList/{userId}/1`: the user's favourite articles from `start`. */
export async function listFavourites(
  call: Call,
  userId: string | number,
  start: number,
  limit: number,
): Promise<Page<ArticleSummary>> {
  const data = parseList<FavouritePage | FavouriteArticle[] | null>(
    await getData(call, path`article/favouriteList/${userId}/1`, { query: { start, limit } }),
    'article/favouriteList',
  );
  const rows = readRecords<FavouriteArticle>(
    Array.isArray(data) ? data : data?.data,
    'article/favouriteList',
    ['article_id'],
  ).map(toArticleSummary);
  if (Array.isArray(data)) return { items: rows, total: start + rows.length };
  return { items: rows, total: Number(data?.total ?? 0) };
}

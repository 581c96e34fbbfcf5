import { api, parseList, path, readRecords } from './client';
import type { FavouriteArticle, FavouritePage } from './wire/personal';

/** `article/favouriteList/{userId}/1`: the user's favourite articles from `start`. */
export async function listFavourites(
  userId: string | number,
  start: number,
  limit: number,
  signal?: AbortSignal,
): Promise<FavouritePage> {
  const data = parseList<FavouritePage | FavouriteArticle[] | null>(
    await api.get<unknown>(path`article/favouriteList/${userId}/1`, {
      query: { start, limit },
      ...(signal ? { signal } : {}),
    }),
    'article/favouriteList',
  );
  const rows = readRecords<FavouriteArticle>(
    Array.isArray(data) ? data : data?.data,
    'article/favouriteList',
    ['article_id'],
  );
  if (Array.isArray(data)) return { data: rows, total: start + rows.length };
  return { data: rows, total: Number(data?.total ?? 0) };
}

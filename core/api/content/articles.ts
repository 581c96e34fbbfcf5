// The news feed's reader and record (`article/list`, `ArticleSummary`): kept apart from reads.ts
// and records.ts so the news feed's first download holds only what it shows.
import { ASSOCIATION_ID } from '../../config/config';
import { type Call, getPage, parseJsonText } from '../client';
import type { Page } from '../types';
import type { Article } from './wire';

/** Article type codes (`article_type`, the list's filter). */
export type ArticleType =
  | 'XHDT'
  | 'MJSX'
  | 'service'
  | 'QTFW'
  | 'ZXXX'
  | 'CASE'
  | 'CWZX'
  | 'PPWZ'
  | 'FYWZ';

/** Query of `article/list`. */
export interface ArticleQuery {
  /** Row offset. */
  start: number;
  limit: number;
  articleType?: ArticleType;
  title?: string;
}

/** `article/list` for the association. */
export async function listArticles(call: Call, query: ArticleQuery): Promise<Page<ArticleSummary>> {
  const searchJson: Record<string, unknown> = { association_id: ASSOCIATION_ID };
  if (query.articleType) searchJson.article_type = query.articleType;
  if (query.title) searchJson.title = query.title;
  const options = { query: { start: query.start, limit: query.limit }, searchJson };
  return getPage(call, 'article/list', options, ['article_id'], toArticleSummary);
}

/** The image paths of an article's `main_image` (JSON text of a list, or a list). */
export function articleImages(article: Pick<Article, 'main_image'>): string[] {
  const value = article.main_image;
  if (!value) return [];
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string');
  try {
    const parsed = parseJsonText<unknown>(value);
    if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === 'string');
    return typeof parsed === 'string' ? [parsed] : [];
  } catch {
    return value.split(',').filter(Boolean);
  }
}

/** An article of a list, as the widgets read it. */
export interface ArticleSummary {
  /** The id as the server sent it (number or text). */
  id: number | string;
  /** Article type code (`XHDT`, `MJSX`, a service code…). */
  type: string;
  title: string;
  /** The short description; empty when there is none. */
  summary: string;
  /** Image paths (see `articleImages`). */
  images: string[];
  /** Epoch (ms or s) or date text, as sent. */
  publishTime: number | string;
  views: number;
}

/** Maps an `article/list` row to an `ArticleSummary`. */
export function toArticleSummary(wire: Article): ArticleSummary {
  return {
    id: wire.article_id,
    type: wire.article_type,
    title: wire.title,
    summary: wire.desctext ?? '',
    images: articleImages(wire),
    publishTime: wire.publish_time,
    views: wire.times ?? 0,
  };
}

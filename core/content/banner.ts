import { safeUrl } from '../config/config';

/** Where a banner click goes: a portal route, an external URL, or nowhere. */
export type BannerTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' };

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^\s*https?:\/\//i.test(value) && safeUrl(value) !== '';

const id = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === ''
    ? null
    : encodeURIComponent(String(value).trim());

/**
 * Banner routing by `model_type` (spec 000 §2): 1, 6, 10 article; 2 product; 3 company;
 * 4 external theme page; 9 external URL (held in `model_id`, else `outside_url`);
 * 12 external URL from `outside_url`. Only http(s) URLs leave the portal.
 */
export function bannerTarget(banner: {
  model_type: number | string;
  model_id?: string | number | null;
  outside_url?: string | null;
}): BannerTarget {
  const type = Number(banner.model_type);
  const modelId = id(banner.model_id);
  switch (type) {
    case 1:
    case 6:
    case 10:
      return modelId ? { kind: 'route', to: `/article/${modelId}` } : { kind: 'none' };
    case 2:
      return modelId ? { kind: 'route', to: `/product_details/${modelId}` } : { kind: 'none' };
    case 3:
      return modelId ? { kind: 'route', to: `/company/${modelId}` } : { kind: 'none' };
    case 4:
    case 9: {
      const url = [banner.model_id, banner.outside_url].find(isUrl);
      return url ? { kind: 'external', url: safeUrl(url) } : { kind: 'none' };
    }
    case 12:
      return isUrl(banner.outside_url)
        ? { kind: 'external', url: safeUrl(banner.outside_url) }
        : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

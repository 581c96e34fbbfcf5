// What a public page says to machines in JSON-LD (schema.org): the item as its type, the way
// search engines document it (Google's structured data: NewsArticle, Course, Product with Offer,
// Organization / LocalBusiness, ProfilePage, BreadcrumbList; the paywall as isAccessibleForFree
// false with the selector of the paid part), plus the breadcrumb of the portal's menu.
import { toEpochMs } from '../../core/time/time';

/** A schema.org node (plain typed objects; the types are the strings schema.org names). */
export type Entity = { '@type': string } & Record<string, unknown>;

/** The facts of an item every kind may have (each kind fills what its record holds). */
export interface ItemFacts {
  title: string;
  /** Plain text (a rich body's text) or HTML, which the page strips. */
  description: string;
  published?: number | string | null;
  /** Price as sent (0 or empty is free). */
  price?: number | string;
  /** A need's last day (ms epoch). */
  validUntil?: number | null;
  /** A need that sells or transfers (else it buys). */
  sale?: boolean;
  address?: string;
  phone?: string;
  email?: string;
  /** The company a product belongs to. */
  maker?: string | null;
  jobTitle?: string;
  /** A magazine issue's file (its PDF): a path as sent; the page makes it absolute. */
  file?: string;
}

/** Where the page is and who publishes it: filled in by the page for every entity. */
export interface PageFacts {
  url: string;
  /** The item's image, or the site's card (absolute). */
  image: string;
  site: { name: string; url: string; logo: string };
  /** The selector of the page's part behind the paywall (a paid item's preview). */
  paidPart: string;
  /** BCP 47 tag of the page's text. */
  language: string;
}

const isoDay = (value: number | string | null | undefined) => {
  const ms = toEpochMs(value ?? null);
  return ms === null ? undefined : new Date(ms).toISOString();
};

const hasPrice = (price: number | string | undefined) => Number(price) > 0;

/** The item of `facts` as a schema.org `type`: only what the type has. */
export function itemEntity(type: string, facts: ItemFacts & { paid: boolean }): Entity {
  const name = facts.title;
  const description = facts.description;
  switch (type) {
    case 'NewsArticle':
    case 'Article':
      return {
        '@type': type,
        headline: name,
        description,
        datePublished: isoDay(facts.published),
        ...(facts.paid && { isAccessibleForFree: false }),
      };
    case 'Course':
      return {
        '@type': type,
        name,
        description,
        offers: {
          '@type': 'Offer',
          category: hasPrice(facts.price) ? 'Paid' : 'Free',
          price: hasPrice(facts.price) ? String(facts.price) : '0',
          priceCurrency: 'CNY',
        },
        ...(facts.paid && { isAccessibleForFree: false }),
      };
    case 'Demand':
      // a purchase need: what the member seeks
      return {
        '@type': type,
        name,
        description,
        itemOffered: { '@type': 'Product', name },
        validThrough: isoDay(facts.validUntil),
      };
    case 'Product':
      return {
        '@type': type,
        name,
        description,
        ...(facts.maker && { manufacturer: { '@type': 'Organization', name: facts.maker } }),
        // a sale or transfer need: its offer, open until its last day
        ...(facts.sale && {
          offers: {
            '@type': 'Offer',
            availability: 'https://schema.org/InStock',
            validThrough: isoDay(facts.validUntil),
          },
        }),
      };
    case 'Organization':
    case 'LocalBusiness':
      return {
        '@type': type,
        name,
        description,
        ...(facts.address && {
          address: { '@type': 'PostalAddress', streetAddress: facts.address },
        }),
        ...(facts.phone && { telephone: facts.phone }),
        ...(facts.email && { email: facts.email }),
      };
    case 'PublicationIssue':
      // schema.org's periodicals (the bib extension): the issue, its date, its file; the
      // periodical it is part of is the page's section (pageGraph)
      return {
        '@type': type,
        name,
        description,
        datePublished: isoDay(facts.published),
        ...(facts.file && {
          encoding: {
            '@type': 'MediaObject',
            contentUrl: facts.file,
            ...(/\.pdf(?:[?#]|$)/i.test(facts.file) && { encodingFormat: 'application/pdf' }),
          },
        }),
      };
    default:
      return {
        '@type': type,
        name,
        description,
        ...(facts.jobTitle && { jobTitle: facts.jobTitle }),
      };
  }
}

/** The entity with where it is: its page, image, publisher and paywall. */
function placed(entity: Entity, page: PageFacts): Entity {
  const publisher = {
    '@type': 'Organization',
    name: page.site.name,
    url: page.site.url,
    logo: page.site.logo,
  };
  const node: Entity = { ...entity, url: page.url, image: [page.image] };
  switch (entity['@type']) {
    case 'NewsArticle':
    case 'Article':
      Object.assign(node, { mainEntityOfPage: page.url, author: publisher, publisher });
      node.inLanguage = page.language;
      break;
    case 'Course':
      Object.assign(node, { provider: publisher, inLanguage: page.language });
      break;
    case 'PublicationIssue':
      Object.assign(node, { publisher, inLanguage: page.language });
      break;
    case 'Organization':
    case 'LocalBusiness':
      node.logo = page.image;
      break;
  }
  if (entity.isAccessibleForFree === false) {
    node.hasPart = {
      '@type': 'WebPageElement',
      isAccessibleForFree: false,
      cssSelector: page.paidPart,
    };
  }
  return node;
}

/**
 * The page's JSON-LD: the item (a person as the main entity of a ProfilePage), and the
 * breadcrumb from the home page through the menu section to the item.
 */
export function pageGraph(
  entity: Entity,
  page: PageFacts,
  crumbs: Array<{ name: string; url: string }>,
) {
  const item = placed(entity, page);
  // an issue is part of the periodical its section (the menu's 電子期刊) lists
  const section = crumbs[1];
  if (entity['@type'] === 'PublicationIssue' && section)
    item.isPartOf = {
      '@type': 'Periodical',
      name: `${page.site.name} ${section.name}`,
      url: section.url,
      publisher: item.publisher,
    };
  const main =
    entity['@type'] === 'Person'
      ? { '@type': 'ProfilePage', url: page.url, mainEntity: item }
      : item;
  const breadcrumb = {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return [main, breadcrumb].map((node) => ({ '@context': 'https://schema.org', ...node }));
}

import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Call } from '../../../core/api/client';
import { type ArticleSummary, listArticles } from '../../../core/api/content/articles';
import {
  getStatistics,
  listAds,
  listCourses,
  listCunpan,
  listDistricts,
  listMagazines,
} from '../../../core/api/content/reads';
import { safeUrl } from '../../../core/config/config';
import { siteOf } from '../../../core/content/site';
import { PHONE_MEDIA } from '../../../core/layout/breakpoint';
import { useFormStyles } from '../../ui/form-styles';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { useQuery } from '../../ui/query';
import { useApi, useImageUrl, usePortalHref } from '../../ui/scope';
import { ErrorState } from '../../ui/states';
import * as texts from '../messages';
import { BannerCarousel } from '../parts/Banner';
import { ArticleRow, ArticleTile, CourseTile, FileRow } from '../parts/cards';
import { Rows, SectionHead } from '../parts/common';
import { DistrictMap } from '../parts/DistrictMap';
import {
  ContentPage,
  INFORMATION,
  POLICY,
  PolicySearchForm,
  policyPath,
  tabLink,
} from '../parts/frames';
import { InvestPopup, SideBar } from '../parts/HomeAside';
import { NoticeBar } from '../parts/NoticeBar';

/** The 6 hot tags under the policy search box. */
export const HOT_TAGS = [
  texts.taxIncentives,
  texts.talent,
  texts.financing,
  texts.residencePermit,
  texts.employment,
  texts.transformation,
];

/** A section of the home page: its heading and "more" link, then the block it loads. */
function Section<T>(props: {
  id: string;
  title: string;
  more: string;
  /** A card (the two-column blocks) or bare (the grids). */
  card?: boolean;
  load: (call: Call) => Promise<T>;
  /** Skeleton rows while loading. */
  rows?: number;
  children: (data: T) => React.ReactNode;
}) {
  const state = useQuery(['content', 'home', props.id], props.load);
  return (
    // a card's list has its dates at the right: the corner pop-up steps aside for it
    <section
      className={props.card ? 'ct-card hm-box' : undefined}
      aria-labelledby={props.id}
      data-keep-clear={props.card ? '' : undefined}
    >
      <SectionHead title={props.title} id={props.id} more={props.more} />
      {state.status === 'error' ? (
        <ErrorState message={state.error} onRetry={state.retry} />
      ) : state.data === null ? (
        <Rows count={props.rows ?? 4} />
      ) : (
        props.children(state.data)
      )}
    </section>
  );
}

/** A card of the latest articles of an `/information` tab, its heading and "more" link the tab's. */
function ArticlesSection(props: {
  id: string;
  tab: (typeof INFORMATION.tabs)[number]['key'];
  limit: number;
  children: (articles: ArticleSummary[]) => React.ReactNode;
}) {
  const { tab, limit } = props;
  const articleType = INFORMATION.tabs.find((x) => x.key === tab)?.type;
  return (
    <Section
      card
      id={props.id}
      {...tabLink(INFORMATION, tab)}
      load={(call) => listArticles(call, { start: 0, limit, articleType })}
      rows={limit}
    >
      {(page) => props.children(page.items)}
    </Section>
  );
}

/** Article rows: title and date. */
const ArticleRows = (props: { articles: ArticleSummary[] }) => (
  <ul className="ct-list">
    {props.articles.map((a) => (
      <ArticleRow key={a.id} article={a} />
    ))}
  </ul>
);

function PolicySearch() {
  const portalHref = usePortalHref();
  useFormStyles();
  const { t } = useText();
  const [keyword, setKeyword] = useState('');
  return (
    <section className="hm-search" aria-labelledby="hm-search-title">
      <h2 id="hm-search-title" className="hm-search-title">
        {t(texts.policyQuery)}
      </h2>
      <PolicySearchForm
        id="hm-policy-q"
        className="row"
        tab="3"
        label={texts.searchPolicies}
        placeholder={texts.enterPolicyKeyword}
        value={keyword}
        onChange={setKeyword}
      />
      <ul className="hm-tags" aria-label={t(texts.popularTags)}>
        {HOT_TAGS.map((tag) => (
          <li key={tag}>
            <a href={portalHref(policyPath('3', tag))}>{t(tag)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `50000+` → `50,000+`: the digits grouped, the rest as written. */
function formatFigure(text: string): string {
  return text.replace(/^\d+/, (digits) => Number(digits).toLocaleString('zh-TW'));
}

function Statistics() {
  const { t } = useText();
  const stats = useQuery(['content', 'statistics'], getStatistics);
  const districts = useQuery(['content', 'districts'], listDistricts);
  const site = useStore(siteOf(useApi()));
  // the compatriots figure is the association's own words (site profile), shown once known
  const compatriots = site.profile?.info?.compatriots?.trim();
  const numbers: Array<[string, number | string | undefined]> = [
    [ui.memberCompanies, stats.data?.companies],
    [ui.associationMember, stats.data?.members],
    [texts.policyFiles, stats.data?.policyFiles],
  ];
  if (compatriots) numbers.push([texts.taiwanCompatriots, formatFigure(compatriots)]);
  else if (site.status === 'loading') numbers.push([texts.taiwanCompatriots, undefined]);
  return (
    // the home pop-up never covers the statistics (HomeAside.tsx InvestPopup)
    <section className="hm-stats ct-card" aria-labelledby="hm-stats-title" data-keep-clear>
      <SectionHead
        title={texts.associationOverview}
        id="hm-stats-title"
        more="/company_member_list/0"
      />
      {stats.status === 'error' ? (
        <ErrorState message={stats.error ?? ui.loadFailedShort} onRetry={stats.retry} />
      ) : (
        <dl className={`hm-numbers hm-numbers-${numbers.length}`}>
          {numbers.map(([label, n]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>
                {n === undefined ? (
                  <span className="skeleton hm-num-skel" />
                ) : typeof n === 'number' ? (
                  n.toLocaleString('zh-TW')
                ) : (
                  n
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {districts.status === 'error' ? (
        <ErrorState message={districts.error ?? ui.loadFailedShort} onRetry={districts.retry} />
      ) : districts.data && stats.data ? (
        <DistrictMap districts={districts.data} counts={stats.data.districts} />
      ) : stats.status !== 'error' ? (
        <div className="skeleton" style={{ height: 260 }} aria-hidden="true" />
      ) : null}
    </section>
  );
}

/** The advertisements, when there are any: a portal path or an external URL each. */
function Ads() {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  const ads = useQuery(['content', 'ads'], listAds);
  if (!ads.data?.length) return null;
  return (
    <section className="hm-ads" aria-label={t(texts.ads)}>
      {ads.data.map((ad) => (
        <a
          key={ad.id}
          href={
            ad.url ? (/^https?:/i.test(ad.url) ? safeUrl(ad.url) : portalHref(ad.url)) : undefined
          }
        >
          <img src={imageUrl(ad.image)} alt={t(ad.title ?? texts.ads)} loading="lazy" />
        </a>
      ))}
    </section>
  );
}

/** Home page (`/`, `/index`, `/home`). */
export default function HomePage() {
  const portalHref = usePortalHref();
  const imageUrl = useImageUrl();
  const { t } = useText();
  return (
    <>
      <ContentPage title={texts.portalTitle} hideTitle className="hm" css={[CSS]}>
        <NoticeBar />
        <BannerCarousel />
        <div className="hm-two hm-top">
          <PolicySearch />
          <Statistics />
        </div>

        <div className="hm-two">
          <ArticlesSection id="hm-news" tab="0" limit={6}>
            {([lead, ...rest]) => {
              if (!lead) return <p className="state">{t(texts.noNews)}</p>;
              const img = lead.images[0];
              return (
                <>
                  <a className="hm-lead" href={portalHref(`/article/${lead.id}`)}>
                    {img ? <img src={imageUrl(img)} alt="" /> : null}
                    <span className="hm-lead-title">{t(lead.title)}</span>
                  </a>
                  <ArticleRows articles={rest.slice(0, 5)} />
                </>
              );
            }}
          </ArticlesSection>
          <Section
            card
            id="hm-files"
            {...tabLink(POLICY, '3')}
            load={(call) => listCunpan(call, { start: 0, limit: 6, type: 1 })}
            rows={6}
          >
            {(page) => (
              <ul className="ct-list">
                {page.items.map((f) => (
                  <FileRow key={f.id} file={f} />
                ))}
              </ul>
            )}
          </Section>
        </div>

        <Section
          id="hm-services"
          {...tabLink(POLICY, '2')}
          load={(call) => listArticles(call, { start: 0, limit: 4, articleType: 'service' })}
        >
          {(page) => (
            <div className="hm-grid hm-four">
              {page.items.map((a) => (
                <ArticleTile key={a.id} article={a} tag meta={false} />
              ))}
            </div>
          )}
        </Section>

        <Section
          id="hm-courses"
          {...tabLink(POLICY, '1')}
          load={(call) => listCourses(call, { start: 0, limit: 3 })}
        >
          {(page) => (
            <div className="hm-grid hm-three">
              {page.items.slice(0, 3).map((c) => (
                <CourseTile key={c.id} course={c} />
              ))}
            </div>
          )}
        </Section>

        <div className="hm-two">
          <Section
            card
            id="hm-mag"
            title={texts.magazine}
            more="/magazine"
            load={(call) => listMagazines(call)}
          >
            {(list) => (
              <ul className="hm-mags">
                {list.slice(0, 3).map((m) => (
                  <li key={m.id ?? m.title}>
                    <a href={imageUrl(m.file)} target="_blank" rel="noopener noreferrer">
                      <img className="ct-cover" src={imageUrl(m.image)} alt="" loading="lazy" />
                      <span>{t(m.title)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <ArticlesSection id="hm-stories" tab="3" limit={5}>
            {(list) => <ArticleRows articles={list.slice(0, 5)} />}
          </ArticlesSection>
        </div>

        <Ads />
      </ContentPage>
      {/* after the page's grid: the phone's shortcut bar follows the screen inside <main> */}
      <SideBar />
      <InvestPopup />
    </>
  );
}

const CSS = /* css */ `
.hm { padding-top: 16px; padding-bottom: 32px; }
.hm > * { min-width: 0; }
.hm-two { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 20px; align-items: start; }
.hm-box { padding: 16px; }
/* the policy search is as tall as the statistics beside it (their map): no blank under it */
.hm-top { align-items: stretch; }
.hm-top > .hm-search { align-content: center; gap: 16px; }
.hm-search { background: linear-gradient(135deg, var(--sztx-primary), var(--sztx-primary-dark)); color: var(--sztx-on-primary); border-radius: var(--sztx-radius); padding: 20px; display: grid; gap: 12px; align-content: start; }
.hm-search-title { font-size: 20px; font-weight: 700; }
.hm-search .input { color: var(--sztx-text); }
.hm-search .btn-primary { background: var(--sztx-surface); color: var(--sztx-primary); border-color: var(--sztx-surface); }
.hm-tags { display: flex; flex-wrap: wrap; gap: 8px; }
.hm-tags a { display: inline-block; padding: 4px 12px; border-radius: calc(var(--sztx-radius) * 1.75); background: color-mix(in srgb, var(--sztx-on-primary) 18%, transparent); color: var(--sztx-on-primary); font-size: 14px; }
.hm-tags a:hover, .hm-tags a:focus-visible { background: color-mix(in srgb, var(--sztx-on-primary) 32%, transparent); }
.hm-stats { padding: 16px; display: grid; gap: 12px; }
.hm-numbers { display: grid; grid-template-columns: repeat(var(--hm-cols, 3), minmax(0, 1fr)); gap: 8px; text-align: center; }
/* four figures: one row when the box is wide, else two rows of two (never three and one alone) */
.hm-numbers-4 { --hm-cols: 4; }
@media (max-width: 1100px) { .hm-numbers-4 { --hm-cols: 2; } }
.hm-numbers dt { color: var(--sztx-text-muted); font-size: 13px; }
.hm-numbers dd { font-size: 26px; font-weight: 700; color: var(--sztx-primary); margin: 0; }
.hm-num-skel { display: inline-block; width: 60px; height: 26px; }
.hm-lead { display: grid; grid-template-columns: 180px 1fr; gap: 12px; align-items: center; margin-bottom: 6px; }
.hm-lead img { width: 100%; aspect-ratio: 16 / 10; object-fit: cover; border-radius: calc(var(--sztx-radius) * .75); }
.hm-lead-title { font-weight: 700; font-size: 16px; line-height: 1.5; }
.hm-lead:hover .hm-lead-title { color: var(--sztx-primary); }
.hm-grid { display: grid; gap: 16px; }
.hm-four { grid-template-columns: repeat(4, minmax(0, 1fr)); }
.hm-three { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.hm-mags { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
.hm-mags a { display: grid; gap: 6px; font-size: 14px; text-align: center; }
.hm-mags img { box-shadow: 0 2px 8px color-mix(in srgb, var(--sztx-scrim) 12%, transparent); }
.hm-ads { display: grid; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); gap: 16px; }
.hm-ads img { width: 100%; height: 120px; object-fit: cover; border-radius: var(--sztx-radius); display: block; }
@media ${PHONE_MEDIA} {
  .hm-two { grid-template-columns: minmax(0, 1fr); }
  .hm-grid { gap: 10px; }
  .hm-four, .hm-three { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  /* the third course would be alone on its row: it takes the row, image beside the text */
  .hm-three > .ct-tile:nth-child(3) { grid-column: 1 / -1; grid-template-columns: calc((100% - 10px) / 2) minmax(0, 1fr);
    column-gap: 14px; align-items: center; align-content: center; }
  .hm-lead { grid-template-columns: 120px 1fr; }
  .hm-numbers dd { font-size: 20px; }
}
`;

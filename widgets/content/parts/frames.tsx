import type { ReactNode } from 'react';
import { buildPath, navigate } from '../../../core/router/router';
import { ROUTE_TABS } from '../../page';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { SearchForm } from '../../ui/SearchForm';
import { TABS_CSS, Tabs } from '../../ui/Tabs';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { CONTENT_CSS } from './common';

/** A content page: the page title (for screen readers only with `hideTitle`), then its content. */
export function ContentPage(props: {
  title: string;
  hideTitle?: boolean;
  /** Added to the page's classes. */
  className?: string;
  /** The page's own styles, after the shared content styles. */
  css?: string[];
  children: ReactNode;
}) {
  useStyles(CONTENT_CSS, ...(props.css ?? []));
  const { t } = useText();
  return (
    <div className={`wrap page ct-page${props.className ? ` ${props.className}` : ''}`}>
      <h1 className={props.hideTitle ? 'sr-only' : 'page-title'}>{t(props.title)}</h1>
      {props.children}
    </div>
  );
}

/** A content page whose tabs are routes (`{base}/{key}`). */
export interface TabbedPageInfo<K extends string> {
  title: string;
  /** The tab list's name. */
  label: string;
  /** Prefix of the tab and panel ids. */
  idPrefix: string;
  base: string;
  tabs: ReadonlyArray<{ key: K; label: string }>;
}

/** `/information/{active}`: association news (XHDT) and stories (MJSX). */
export const INFORMATION = {
  title: texts.newsTitle,
  label: texts.newsCategories,
  idPrefix: 'info',
  base: '/information',
  tabs: [
    { key: '0', label: ui.associationNews, type: 'XHDT' },
    { key: '3', label: ui.expertTalks, type: 'MJSX' },
  ],
} as const;

/** `/policy/{active}`: announcements, course classroom, special services, policy documents. */
export const POLICY = {
  title: texts.policyAndServices,
  label: texts.policyAndServices,
  idPrefix: 'policy',
  base: '/policy',
  tabs: [
    { key: '0', label: texts.associationNotices },
    { key: '1', label: texts.courseRoom },
    { key: '2', label: texts.specialServices },
    { key: '3', label: texts.policyFiles },
  ],
} as const;

/** The heading and "more" link of a block that continues on tab `key` of `page`. */
export function tabLink<K extends string>(page: TabbedPageInfo<K>, key: K) {
  const tab = page.tabs.find((x) => x.key === key);
  return { title: tab?.label ?? '', more: `${page.base}/${key}` };
}

/** A content page of route tabs: the page title, the tabs, and the panel of tab `value`. */
export function TabbedPage<K extends string>(props: {
  page: TabbedPageInfo<K>;
  value: K;
  panelClass?: string;
  children: ReactNode;
}) {
  const { t } = useText();
  const { page, value } = props;
  return (
    <ContentPage title={page.title} css={[TABS_CSS]}>
      <Tabs
        label={t(page.label)}
        idPrefix={page.idPrefix}
        items={page.tabs.map((x) => ({ key: x.key, label: t(x.label) }))}
        value={value}
        onChange={(key) => navigate(`${page.base}/${key}`)}
        className={ROUTE_TABS}
      />
      <div
        id={`${page.idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${page.idPrefix}-tab-${value}`}
        className={props.panelClass}
      >
        {props.children}
      </div>
    </ContentPage>
  );
}

/** `/policy/{tab}` with the keyword (trimmed; none when empty) and the filters of `keep`. */
export const policyPath = (tab: string, keyword: string, keep: Record<string, string> = {}) =>
  buildPath(`/policy/${tab}`, { ...keep, keyword: keyword.trim() || undefined });

/** A policy keyword box: submitting opens the policy tab `tab` with the keyword. */
export function PolicySearchForm(props: {
  id: string;
  className: string;
  tab: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Filters the search keeps (the page's file or service type). */
  keep?: Record<string, string>;
}) {
  const { keep, ...form } = props;
  return (
    <SearchForm {...form} onSubmit={() => navigate(policyPath(props.tab, props.value, keep))} />
  );
}

import type { ReactNode } from 'react';
import { buildPath, navigate } from '../../../core/router/router';
import { useText } from '../../ui/i18n';
import { SearchForm } from '../../ui/SearchForm';
import { TABS_CSS, Tabs } from '../../ui/Tabs';
import { useStyles } from '../../ui/useStyles';
import { CONTENT_CSS } from './common';

/**
 * A content page of tabs that are routes (`/information/{key}`, `/policy/{key}`): the page
 * title, the tabs, and the panel of the current tab.
 */
export function TabbedPage<K extends string>(props: {
  title: string;
  /** The tab list's name. */
  label: string;
  /** Prefix of the tab and panel ids. */
  idPrefix: string;
  tabs: ReadonlyArray<{ key: K; label: string }>;
  value: K;
  /** The route of a tab. */
  path: (key: K) => string;
  panelClass?: string;
  children: ReactNode;
}) {
  useStyles(CONTENT_CSS, TABS_CSS);
  const { t } = useText();
  const { idPrefix, value } = props;
  return (
    <div className="wrap page ct-page">
      <h1 className="page-title">{t(props.title)}</h1>
      <Tabs
        label={t(props.label)}
        idPrefix={idPrefix}
        items={props.tabs.map((x) => ({ key: x.key, label: t(x.label) }))}
        value={value}
        onChange={(key) => navigate(props.path(key))}
      />
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${value}`}
        className={props.panelClass}
      >
        {props.children}
      </div>
    </div>
  );
}

/** `/policy/{tab}` with the keyword (trimmed; none when empty). */
export const policyPath = (tab: string, keyword: string) =>
  buildPath(`/policy/${tab}`, { keyword: keyword.trim() || undefined });

/** A policy keyword box: submitting opens the policy tab `tab` with the keyword. */
export function PolicySearchForm(props: {
  id: string;
  className: string;
  tab: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <SearchForm {...props} onSubmit={() => navigate(policyPath(props.tab, props.value))} />;
}

import { useStore } from '@nanostores/react';
import { type MouseEvent, useEffect, useState } from 'react';
import { memberInitial } from '../../core/api/directory/reads';
import type { CompanySummary, MemberSummary } from '../../core/api/directory/records';
import { pageList } from '../../core/directory/directory';
import { $portalActive } from '../../core/router/portal-link';
import { useText } from '../ui/i18n';
import { Pager, type PagerClasses } from '../ui/Pager';
import { SearchForm } from '../ui/SearchForm';
import { SkeletonCards } from '../ui/SkeletonCards';
import { useImageUrl, usePortalHref } from '../ui/scope';
import * as texts from './messages';

/** Fired before a card opens; return false to keep the link from opening. */
export type OpenCard = (kind: 'company' | 'member', id: number, name: string) => boolean;

const PAGER_CLASSES: PagerClasses = {
  nav: 'dir-pager',
  button: 'dir-page',
  current: 'dir-page-current',
  gap: 'dir-gap',
};

/** Pagination: previous, numbered pages with gaps, next. */
export function Pagination(props: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  return <Pager {...props} pages={pageList} classes={PAGER_CLASSES} part="pagination" />;
}

export function SearchBox(props: {
  label: string;
  value: string | undefined;
  onSearch: (v: string) => void;
}) {
  const [text, setText] = useState(props.value ?? '');
  useEffect(() => setText(props.value ?? ''), [props.value]);
  return (
    <SearchForm
      id={`dir-search-${props.label}`}
      className="dir-search"
      label={props.label}
      placeholder={props.label}
      value={text}
      onChange={setText}
      onSubmit={() => props.onSearch(text.trim())}
    />
  );
}

const CARD_SKELETON_LINES = [
  { height: 16, width: '80%' },
  { height: 12, width: '50%', marginTop: 10 },
];

export function CardSkeleton({ count, kind }: { count: number; kind: 'company' | 'member' }) {
  return (
    <SkeletonCards
      count={count}
      classes={{
        list: `dir-grid dir-grid-${kind}`,
        item: 'dir-card dir-card-skeleton',
        thumb: 'skeleton dir-logo',
        body: 'dir-card-body',
      }}
      lines={CARD_SKELETON_LINES}
    />
  );
}

const DETAIL_PATH = { company: '/company/', member: '/member_details/' } as const;

/**
 * A card that links to its detail page when it has an id (nothing happens without one); a plain
 * click asks `onOpen` first, which may keep the link from opening.
 */
function CardLink(props: {
  kind: 'company' | 'member';
  id: number | null;
  name: string;
  onOpen: OpenCard | undefined;
  children: React.ReactNode;
}) {
  const portalHref = usePortalHref();
  const { t } = useText();
  const portal = useStore($portalActive);
  const { kind, id, name, onOpen } = props;
  if (!id) return <div className="dir-card-inner">{props.children}</div>;
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    // the event carries the name as shown (Simplified in Simplified)
    if (onOpen && !onOpen(kind, id, t(name))) e.preventDefault();
  };
  return (
    <a
      className="dir-card-inner"
      href={portalHref(`${DETAIL_PATH[kind]}${id}`)}
      target={portal ? undefined : '_top'}
      onClick={onClick}
    >
      {props.children}
    </a>
  );
}

export function CompanyCard(props: { company: CompanySummary; onOpen: OpenCard | undefined }) {
  const imageUrl = useImageUrl();
  const { t } = useText();
  const c = props.company;
  const { id, name, tag } = c;
  return (
    <li className="dir-card" part="company">
      <CardLink kind="company" id={id} name={name} onOpen={props.onOpen}>
        <span className="dir-logo-wrap">
          {c.logo ? (
            <img className="dir-logo" src={imageUrl(c.logo)} alt="" loading="lazy" />
          ) : (
            <span className="dir-logo dir-logo-empty" aria-hidden="true">
              {Array.from(name)[0] ?? ''}
            </span>
          )}
          {tag ? (
            <span
              className={`dir-tag dir-tag-${tag}`}
              title={t(tag === 'C' ? texts.listed : texts.quoted)}
            >
              {tag}
            </span>
          ) : null}
        </span>
        <span className="dir-card-body">
          <span className="dir-name">{t(name)}</span>
          <span className="dir-meta">
            {[c.industry, c.area].filter(Boolean).map((v) => (
              <span key={v} className="dir-chip">
                {t(v)}
              </span>
            ))}
          </span>
          {c.business ? <span className="dir-desc">{t(c.business)}</span> : null}
        </span>
      </CardLink>
    </li>
  );
}

export function MemberCard(props: { member: MemberSummary; onOpen: OpenCard | undefined }) {
  const { t } = useText();
  const m = props.member;
  const { id, name } = m;
  return (
    <li className="dir-card" part="member">
      <CardLink kind="member" id={id} name={name} onOpen={props.onOpen}>
        <span className="dir-avatar" aria-hidden="true">
          {t(memberInitial(name))}
        </span>
        <span className="dir-card-body">
          <span className="dir-name">{t(name)}</span>
          <span className="dir-meta">{m.position ? <span>{t(m.position)}</span> : null}</span>
          {m.company ? <span className="dir-desc">{t(m.company)}</span> : null}
        </span>
      </CardLink>
    </li>
  );
}

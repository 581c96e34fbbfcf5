import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { PHONE_MEDIA } from '../../../core/layout/breakpoint';
import { visibleBody } from '../../../core/paywall/paywall';
import { $sectionHint, menuSection } from '../../../core/router/menu-section';
import { $route } from '../../../core/router/router';
import { $isAssociationMember } from '../../../core/session/session';
import type { PaidItem } from '../../paid/PaymentDialogs';
import { Paywall } from '../../paid/Paywall';
import type { GatedState } from '../../paid/useGated';
import { useFormStyles } from '../../ui/form-styles';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { MissingState } from '../../ui/missing';
import type { QueryView } from '../../ui/query';
import { useImageUrl } from '../../ui/scope';
import { ErrorState } from '../../ui/states';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { CONTENT_CSS, Rows } from './common';
import { RichHtml } from './RichHtml';

/** The player's error text (spec 000 §8). */
const VIDEO_ERROR = texts.videoUnavailable;
/** Playback rates of the course player. */
const RATES = [0.7, 1, 1.5, 2] as const;

/** A video with an error message when it cannot play; `rates` adds a speed selector. */
export function VideoPlayer(props: { src: string; title: string; rates?: boolean }) {
  useFormStyles();
  const imageUrl = useImageUrl();
  useStyles(READER_CSS);
  const { t } = useText();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [rate, setRate] = useState(1);
  return (
    <div className="rd-video">
      {failed ? (
        <p className="rd-video-error" role="alert">
          {t(VIDEO_ERROR)}
        </p>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: seeded lessons have no caption files
        <video
          ref={video}
          src={imageUrl(props.src)}
          controls
          preload="metadata"
          aria-label={t(props.title)}
          onError={() => setFailed(true)}
        />
      )}
      {props.rates && !failed ? (
        <label className="rd-rate">
          {t(texts.playbackSpeed)}
          <select
            className="input"
            value={rate}
            onChange={(e) => {
              const next = Number(e.target.value);
              setRate(next);
              if (video.current) video.current.playbackRate = next;
            }}
          >
            {RATES.map((r) => (
              <option key={r} value={r}>
                {r}x
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}

/** One item of a reader's meta line: `label：value`. */
export function MetaItem(props: { label: string; children: React.ReactNode }) {
  const { t } = useText();
  return (
    <span>
      {t(props.label)}
      {ui.colon}
      {props.children}
    </span>
  );
}

/**
 * Why a paid file or course is open: association members read them without paying (spec 000 §6
 * rights; the server unlocks them). Nothing for free items, non-members or a locked answer.
 */
export function MemberFree(props: { price: number | string | null | undefined; locked: boolean }) {
  const member = useStore($isAssociationMember);
  const { t } = useText();
  if (!member || props.locked || !(Number(props.price) > 0)) return null;
  return <span className="ct-free">{t(texts.memberFree)}</span>;
}

/** The body region of a reader (article, file, course). */
export function ReaderBody(props: { html: string | null | undefined }) {
  return (
    <div className="rd-body" data-region="body">
      <RichHtml html={props.html} />
    </div>
  );
}

/** What a paid reader sells: order type, then the record's id, price and title. */
export const paidItem = (
  orderType: PaidItem['orderType'],
  id: string | number,
  price: string | number,
  title: string,
): PaidItem => ({ resourceId: id, orderType, price, title });

/** A paid reader's HTML body behind its paywall: a preview of `kind` while locked. */
export function PaidBody(props: {
  state: GatedState<unknown>;
  item: PaidItem;
  html: string;
  kind: 'article' | 'file';
}) {
  const { state } = props;
  return (
    <Paywall locked={state.locked} item={props.item} check={state.refetch}>
      <ReaderBody html={visibleBody(props.html, state.locked, props.kind)} />
    </Paywall>
  );
}

/**
 * The frame of a reader page (article, interpretation, file, course, lesson): loading and error
 * states, then a card with the title, the meta line and the content, and the side column if any.
 * Each page declares only these parts of its loaded item.
 */
export function ReaderPage<T>(props: {
  /** Loaded without a record (`orMissing`): it does not exist, the page leads back to its list. */
  state: Pick<QueryView<T>, 'status' | 'data' | 'error' | 'retry'>;
  /** The heading; a page without one renders its own in `content`. */
  title?: (item: T) => string;
  meta: (item: T) => React.ReactNode;
  content?: (item: T) => React.ReactNode;
  aside?: (item: T) => React.ReactNode;
  /** The menu entry the loaded item belongs to, when its route's entry is not the one. */
  section?: (item: T) => string | null;
}) {
  useStyles(CONTENT_CSS, READER_CSS);
  const { t } = useText();
  const { state, title, aside } = props;
  const section = state.data !== null && props.section ? props.section(state.data) : null;
  useEffect(() => {
    if (section) $sectionHint.set({ path: $route.get().path, section });
  }, [section]);
  let view: React.ReactNode;
  if (state.status === 'error') {
    view = <ErrorState message={state.error} onRetry={state.retry} />;
  } else if (state.status === 'ready' && state.data === null) {
    view = <MissingState back={menuSection($route.get().path) ?? '/'} />;
  } else if (state.data === null) {
    view = (
      <div className="ct-card rd-card" aria-busy="true">
        <div className="skeleton" style={{ height: 32, width: '60%' }} />
        <Rows count={8} />
      </div>
    );
  } else {
    const item = state.data;
    const card = (
      <article className="ct-card rd-card">
        {title ? <h1 className="rd-title">{t(title(item))}</h1> : null}
        <p className="rd-meta">{props.meta(item)}</p>
        {props.content?.(item)}
      </article>
    );
    view = aside ? (
      <div className="rd-layout">
        {card}
        {aside(item)}
      </div>
    ) : (
      card
    );
  }
  return <div className="wrap page ct-page rd">{view}</div>;
}

/** Styles of the readers. */
const READER_CSS = /* css */ `
.rd { padding-top: 20px; padding-bottom: 32px; }
.rd-layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 300px); gap: 20px; align-items: start; }
.rd-card { padding: 28px 32px; display: grid; gap: 16px; }
.rd-title { font-size: 26px; font-weight: 700; line-height: 1.4; }
.rd-meta { display: flex; flex-wrap: wrap; gap: 16px; color: var(--sztx-text-muted); font-size: 14px; border-bottom: 1px solid var(--sztx-border); padding-bottom: 12px; }
.rd-video { display: grid; gap: 8px; }
/* the size a 16:9 lesson has before its metadata arrives (the default 2:1 box would grow) */
.rd-video video { width: 100%; height: auto; aspect-ratio: 16 / 9; max-height: 480px; background: var(--sztx-dark); border-radius: var(--sztx-radius); }
.rd-video-error { padding: 60px 16px; text-align: center; background: var(--sztx-dark); color: var(--sztx-on-primary); border-radius: var(--sztx-radius); }
.rd-rate { display: inline-flex; align-items: center; gap: 8px; font-size: 14px; justify-self: end; }
.rd-rate .input { width: auto; min-height: 34px; padding: 4px 8px; }
.rd-side { padding: 16px; display: grid; gap: 8px; min-width: 0; }
.rd-side .ct-row a { white-space: normal; }
.rd-side h2 { font-size: 17px; font-weight: 700; }
.rd-lessons { display: grid; gap: 6px; }
.rd-lesson { display: flex; justify-content: space-between; gap: 8px; padding: 10px 12px; border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); }
.rd-lesson:hover, .rd-lesson[aria-current="page"] { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.rd-badge { flex: none; font-size: 12px; padding: 1px 8px; border-radius: calc(var(--sztx-radius) * 1.25); background: var(--sztx-surface-alt); color: var(--sztx-text-muted); }
.rd-badge-free { background: var(--sztx-success-soft); color: var(--sztx-success); }
.rd-lesson-nav { display: flex; justify-content: space-between; gap: 12px; flex-wrap: wrap; margin-top: 16px; }
.rd-lesson-nav a { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.rd-trial { margin-top: 12px; }
@media ${PHONE_MEDIA} { .rd-layout { grid-template-columns: 1fr; } .rd-card { padding: 16px; } .rd-title { font-size: 20px; } }
`;

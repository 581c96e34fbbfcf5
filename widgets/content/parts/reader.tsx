import { useRef, useState } from 'react';
import { imageUrl } from '../../../core/config/config';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { ErrorState } from '../../ui/states';
import type { ResourceView } from '../../ui/useResource';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { Rows } from './common';
import { RichHtml } from './RichHtml';

/** The player's error text (spec 000 §8). */
const VIDEO_ERROR = texts.videoUnavailable;
/** Playback rates of the course player. */
const RATES = [0.7, 1, 1.5, 2] as const;

/** A video with an error message when it cannot play; `rates` adds a speed selector. */
export function VideoPlayer(props: { src: string; title: string; rates?: boolean }) {
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
 * The body region of a reader (article, file, course): the full HTML in the free path. The paid
 * content issue wraps this region to show a preview and the subscribe prompt.
 */
export function ReaderBody(props: { html: string | null | undefined }) {
  return (
    <div className="rd-body" data-region="body">
      <RichHtml html={props.html} />
    </div>
  );
}

/** Loading and error states around a reader; `children` renders the loaded item. */
export function Reader<T>(props: {
  state: ResourceView<T>;
  children: (item: T) => React.ReactNode;
}) {
  useStyles(READER_CSS);
  const { state } = props;
  return (
    <div className="wrap page ct-page rd">
      {state.status === 'error' ? (
        <ErrorState message={state.error ?? ui.loadFailed} onRetry={state.retry} />
      ) : state.data === null ? (
        <div className="ct-card rd-card" aria-busy="true">
          <div className="skeleton" style={{ height: 32, width: '60%' }} />
          <Rows count={8} />
        </div>
      ) : (
        props.children(state.data)
      )}
    </div>
  );
}

/** Styles of the readers. */
const READER_CSS = /* css */ `
.rd { padding-top: 20px; padding-bottom: 32px; }
.rd-layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 300px); gap: 20px; align-items: start; }
.rd-card { padding: 28px 32px; display: grid; gap: 16px; }
.rd-title { font-size: 26px; font-weight: 700; line-height: 1.4; }
.rd-meta { display: flex; flex-wrap: wrap; gap: 16px; color: var(--sztx-text-muted); font-size: 14px; border-bottom: 1px solid var(--sztx-border); padding-bottom: 12px; }
.rd-video { display: grid; gap: 8px; }
.rd-video video { width: 100%; max-height: 480px; background: #000; border-radius: 8px; }
.rd-video-error { padding: 60px 16px; text-align: center; background: #1b1f27; color: #fff; border-radius: 8px; }
.rd-rate { display: inline-flex; align-items: center; gap: 8px; font-size: 14px; justify-self: end; }
.rd-rate .input { width: auto; min-height: 34px; padding: 4px 8px; }
.rd-side { padding: 16px; display: grid; gap: 8px; min-width: 0; }
.rd-side .ct-row a { white-space: normal; }
.rd-side h2 { font-size: 17px; font-weight: 700; }
.rd-lessons { display: grid; gap: 6px; }
.rd-lesson { display: flex; justify-content: space-between; gap: 8px; padding: 10px 12px; border: 1px solid var(--sztx-border); border-radius: 8px; }
.rd-lesson:hover, .rd-lesson[aria-current="page"] { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.rd-badge { flex: none; font-size: 12px; padding: 1px 8px; border-radius: 10px; background: var(--sztx-surface-alt); color: var(--sztx-text-muted); }
.rd-badge-free { background: #e8f5e9; color: #2e7d32; }
@media (max-width: 768px) { .rd-layout { grid-template-columns: 1fr; } .rd-card { padding: 16px; } .rd-title { font-size: 20px; } }
`;

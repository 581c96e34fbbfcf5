import { useStore } from '@nanostores/react';
import { type ReactNode, useRef, useState } from 'react';
import { getFavouriteState, getLikeState } from '../../core/api/content/reads';
import { likeArticle, setFavourite } from '../../core/api/content/writes';
import { errorMessage } from '../../core/api/errors';
import { publicPageUrl } from '../../core/router/public-pages';
import { $session, requireLogin, retryAfterLogin } from '../../core/session/session';
import { toast } from '../../core/toast/toast';
import { Dialog } from '../ui/Dialog';
import { useText } from '../ui/i18n';
import { useQuery } from '../ui/query';
import { useApi, useScope } from '../ui/scope';
import { useStyles } from '../ui/useStyles';
import * as texts from './messages';
import { QrImage } from './Qr';

/** Weibo's share page for a link and title. */
export function weiboShareUrl(url: string, title: string): string {
  return `https://service.weibo.com/share/share.php?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`;
}

/** Like, favourite and share of an article (login first for like and favourite). */
export function ActionBar(props: {
  articleId: string | number;
  title: string;
  likes?: number | string;
}) {
  useStyles(ACTION_CSS);
  const { t, lang } = useText();
  const api = useApi();
  const { portalUrl } = useScope().config;
  const userId = useStore($session).userId;
  const [likes, setLikes] = useState(Number(props.likes ?? 0) || 0);
  const [busy, setBusy] = useState(false);
  const [share, setShare] = useState(false);
  const { articleId } = props;

  // The user's states ('like', 'favourite': loaded again after the user's own write, whose
  // answer wins over the older load); a failed read shows the action off, as before.
  const likeState = useQuery(['like', userId, articleId], (call) =>
    userId ? getLikeState(call, userId, articleId).catch(() => 0 as const) : Promise.resolve(0),
  );
  const favState = useQuery(['favourite', userId, articleId], (call) =>
    userId
      ? getFavouriteState(call, userId, articleId).catch(() => 0 as const)
      : Promise.resolve(0),
  );
  const liked = (userId && likeState.data) || 0;
  const fav = (userId && favState.data) || 0;

  // Logged out (or the session ended meanwhile): the login dialog opens and the click is
  // completed after logging in. The handlers read the session when they run, not when rendered.
  const like = async (): Promise<void> => {
    if (!requireLogin(() => void again.current.like()) || liked || busy) return;
    setBusy(true);
    try {
      const count = await likeArticle({ api }, articleId);
      likeState.query.set(1);
      setLikes((n) => (count > 0 ? count : n + 1));
      toast.success(t(texts.liked));
    } catch (error) {
      if (!retryAfterLogin(error, () => void again.current.like())) {
        toast.error(t(errorMessage(error)));
      }
    } finally {
      setBusy(false);
    }
  };
  const favourite = async (): Promise<void> => {
    const userId = $session.get().userId;
    if (!requireLogin(() => void again.current.favourite()) || busy || !userId) return;
    const next: 0 | 1 = fav ? 0 : 1;
    setBusy(true);
    try {
      await setFavourite({ api }, userId, articleId, next);
      favState.query.set(next);
      toast.success(t(next ? texts.favourited : texts.unfavourited));
    } catch (error) {
      if (!retryAfterLogin(error, () => void again.current.favourite())) {
        toast.error(t(errorMessage(error)));
      }
    } finally {
      setBusy(false);
    }
  };
  // the latest handlers, for a click completed after a login (its state is the newest)
  const again = useRef({ like, favourite });
  again.current = { like, favourite };
  // what is shared is the article's own page, which link previews and search engines read
  const url = publicPageUrl(`/article/${articleId}`, portalUrl, lang) ?? '';
  return (
    <section className="pa-bar" aria-label={t(texts.actions)}>
      <ToggleButton
        on={liked === 1}
        onClick={like}
        icon={LIKE_ICON}
        label={liked ? texts.likedLabel : texts.like}
      >
        <span className="pa-count">{likes}</span>
      </ToggleButton>
      <ToggleButton
        on={fav === 1}
        onClick={favourite}
        icon={FAV_ICON}
        label={fav ? texts.favouritedLabel : texts.favourite}
      />
      <span className="pa-share">
        <span className="pa-share-label">{t(texts.shareTo)}</span>
        <button type="button" className="pa-btn" onClick={() => setShare(true)}>
          {t(texts.wechat)}
        </button>
        <a
          className="pa-btn"
          href={weiboShareUrl(url, props.title)}
          target="_blank"
          rel="noreferrer"
        >
          {t(texts.weibo)}
        </a>
      </span>
      {share ? (
        <Dialog
          title={t(texts.shareToWechat)}
          onClose={() => setShare(false)}
          width={320}
          part="share-dialog"
        >
          <div className="pa-share-box">
            <QrImage text={url} label={t(texts.pageQrCode)} size={180} />
            <p>{t(texts.wechatScanHint)}</p>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

const ACTION_CSS = /* css */ `
.pa-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; padding-top: 12px; border-top: 1px solid var(--sztx-border); }
.pa-btn { display: inline-flex; align-items: center; gap: 6px; min-height: 36px; padding: 4px 14px; border: 1px solid var(--sztx-border); border-radius: calc(var(--sztx-radius) * 2.25); background: var(--sztx-surface); color: var(--sztx-text); font: inherit; font-size: 14px; cursor: pointer; text-decoration: none; }
.pa-btn:hover, .pa-btn:focus-visible { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.pa-btn.is-on { border-color: var(--sztx-primary); color: var(--sztx-primary); background: var(--sztx-surface-alt); }
.pa-count { color: var(--sztx-text-muted); font-variant-numeric: tabular-nums; }
.pa-share { display: inline-flex; align-items: center; gap: 8px; margin-left: auto; }
.pa-share-label { color: var(--sztx-text-muted); font-size: 14px; }
.pa-share-box { display: grid; justify-items: center; gap: 10px; text-align: center; }
@media (max-width: 480px) { .pa-share { margin-left: 0; } }
`;

const LIKE_ICON =
  'M7 10v11H3V10h4zm2 11h8.3a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.7 10H14l.8-4.2a1.6 1.6 0 0 0-2.9-1.2L9 9.5V21z';
const FAV_ICON = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/** A pressed/unpressed action with an outline icon that fills when on. */
function ToggleButton(props: {
  on: boolean;
  onClick: () => void;
  icon: string;
  label: string;
  children?: ReactNode;
}) {
  const { t } = useText();
  return (
    <button
      type="button"
      className={`pa-btn${props.on ? ' is-on' : ''}`}
      aria-pressed={props.on}
      onClick={props.onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d={props.icon}
          fill={props.on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <span>{t(props.label)}</span>
      {props.children}
    </button>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $isPc } from '../../core/layout/layout';
import { navigate } from '../../core/router/router';
import { $loggedIn } from '../../core/session/session';
import { useText } from '../ui/i18n';
import { StrokeIcon } from '../ui/icons';
import * as ui from '../ui/messages';
import { usePortalHref } from '../ui/scope';
import { useStyles } from '../ui/useStyles';
import { startLogin } from './ApplyForm';
import * as texts from './messages';
import { APPLY_CSS } from './styles';

const CHOICES = [
  {
    to: '/apply-person',
    title: ui.personApplication,
    desc: texts.personDescription,
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-3.3 3.1-6 7-6s7 2.7 7 6',
  },
  {
    to: '/apply-company',
    title: ui.companyApplication,
    desc: texts.companyDescription,
    icon: 'M4 20V6l8-3v17M12 9h8v11M7 9h2m-2 4h2m-2 4h2m6-4h2m-2 4h2M2 20h20',
  },
] as const;

/**
 * `/apply`: individual or company. Logged out, the choice opens the login dialog on desktop and
 * the /login page on mobile; after logging in the chosen form opens.
 */
export function ApplyChoice() {
  const portalHref = usePortalHref();
  useStyles(APPLY_CSS);
  const { t } = useText();
  const loggedIn = useStore($loggedIn);
  const isPc = useStore($isPc);
  const pending = useRef<string | null>(null);

  useEffect(() => {
    if (loggedIn && pending.current) {
      const to = pending.current;
      pending.current = null;
      navigate(to);
    }
  }, [loggedIn]);

  const choose = (event: React.MouseEvent, to: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (loggedIn) {
      navigate(to);
      return;
    }
    // desktop: the dialog, then the chosen form; mobile: /login, which returns to it
    pending.current = isPc ? to : null;
    startLogin(isPc, to);
  };

  return (
    <section className="apply" aria-labelledby="sztx-apply-choice">
      <h1 id="sztx-apply-choice" className="apply-heading">
        {t(ui.applyToJoin)}
      </h1>
      <p className="apply-choice-desc">{t(texts.chooseKind)}</p>
      <div className="apply-choice">
        {CHOICES.map((choice) => (
          <a
            key={choice.to}
            className="apply-choice-card"
            href={portalHref(choice.to)}
            onClick={(e) => choose(e, choice.to)}
          >
            <span className="apply-choice-icon" aria-hidden="true">
              <StrokeIcon d={choice.icon} size={26} strokeWidth="1.8" linecap="round" />
            </span>
            <span className="apply-choice-title">{t(choice.title)}</span>
            <span className="apply-choice-desc">{t(choice.desc)}</span>
            <span className="apply-choice-go" aria-hidden="true">
              {t(texts.startFilling)}
            </span>
          </a>
        ))}
      </div>
    </section>
  );
}

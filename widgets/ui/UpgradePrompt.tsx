import { UPGRADE_TURN } from '../../core/modal/modal';
import { navigate } from '../../core/router/portal-link';
import { $upgradePrompt } from '../../core/session/session';
import { ChoiceDialog, DIALOG_CSS } from './Dialog';
import { useText } from './i18n';
import * as ui from './messages';
import { usePortalHref } from './scope';

/** The overlay adds these when it loads the prompt. */
export const UPGRADE_PROMPT_CSS = [DIALOG_CSS];

/** After login: a user with memberships but none in SZTX is invited to upgrade (spec §4). */
export function UpgradePrompt() {
  const portalHref = usePortalHref();
  const { t } = useText();
  const close = () => $upgradePrompt.set(false);
  const upgrade = () => {
    close();
    if (!navigate('/my_rights')) window.location.assign(portalHref('/my_rights'));
  };
  return (
    <ChoiceDialog
      title={t(ui.upgradeTitle)}
      text={t(ui.upgradeText)}
      width={380}
      later={t(ui.later)}
      go={t(ui.upgradeNow)}
      onLater={close}
      onGo={upgrade}
      turn={UPGRADE_TURN}
    />
  );
}

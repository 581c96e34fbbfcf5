import { type ReactNode, useMemo } from 'react';
import { navigate } from '../../core/router/portal-link';
import { requireLogin } from '../../core/session/session';
import { TABS_CSS } from '../ui/Tabs';
import { useStyles } from '../ui/useStyles';
import { NEEDS_CSS, type NeedsNav, NeedsNavContext } from './shared';

/** Needs screens inside the portal: moves are hash routes. */
export function PortalNeeds({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  useStyles(NEEDS_CSS, TABS_CSS);
  const nav = useMemo<NeedsNav>(
    () => ({
      openNeed: (id) => navigate(`/need-details/${id}`),
      openInvest: (id) => navigate(`/investInfo/${id}`),
      published: () => navigate('/my_need'),
      back: null,
      mine: () => navigate('/my_need'),
      loginRequired: (_action, then) => void requireLogin(then),
    }),
    [],
  );
  return (
    <NeedsNavContext.Provider value={nav}>
      {bare ? (
        <div className="nb-shell">{children}</div>
      ) : (
        <div className="wrap page">
          <div className="nb-shell">{children}</div>
        </div>
      )}
    </NeedsNavContext.Provider>
  );
}

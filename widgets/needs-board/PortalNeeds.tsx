import { useStore } from '@nanostores/react';
import { type ReactNode, useMemo } from 'react';
import { $isPc } from '../../core/layout/layout';
import { navigate } from '../../core/router/portal-link';
import { requireLogin } from '../../core/session/session';
import { TABS_CSS } from '../ui/Tabs';
import { useStyles } from '../ui/useStyles';
import { shellClass } from './layout';
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
  // the portal's page is the screen: the spec's breakpoint on the window's width
  const shell = shellClass(true, useStore($isPc));
  return (
    <NeedsNavContext.Provider value={nav}>
      {bare ? (
        <div className={shell}>{children}</div>
      ) : (
        <div className="wrap page">
          <div className={shell}>{children}</div>
        </div>
      )}
    </NeedsNavContext.Provider>
  );
}

import { useCallback } from 'react';
import { activeOf, type DirectoryTab, tabOf } from '../../core/directory/directory';
import { buildPath, navigate } from '../../core/router/router';
import type { PageProps } from '../page';
import { Directory } from './Directory';

/** `/company_member_list/{active}`: the directory with its filters in the route query. */
export default function DirectoryPage({ params, query }: PageProps) {
  const onNavigate = useCallback(
    (tab: DirectoryTab, q: Record<string, string>, replace?: boolean) => {
      navigate(buildPath(`/company_member_list/${activeOf(tab)}`, q), replace ? { replace } : {});
    },
    [],
  );
  return (
    <div className="wrap page">
      <Directory tab={tabOf(params.active)} query={query} onNavigate={onNavigate} routeTabs />
    </div>
  );
}

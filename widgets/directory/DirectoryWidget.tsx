import { useCallback, useEffect, useState } from 'react';
import { activeOf, type DirectoryTab, directoryQuery, tabOf } from '../../core/directory/directory';
import type { WidgetHost } from '../define';
import { Directory } from './Directory';

/** Props of `<sztx-directory>`. */
export interface DirectoryWidgetProps {
  tab?: string;
  area?: string;
  assArea?: string;
}

function initialView(props: DirectoryWidgetProps): {
  tab: DirectoryTab;
  query: Record<string, string>;
} {
  const tab = tabOf(props.tab ?? '1');
  return { tab, query: directoryQuery(tab, { area: props.area, assArea: props.assArea, page: 1 }) };
}

/** The directory as an element: its tab and filters live in the element, not the page URL. */
export function DirectoryWidget(props: DirectoryWidgetProps & Partial<WidgetHost>) {
  const [view, setView] = useState(() => initialView(props));
  // attributes set or changed after the first render start the directory over
  useEffect(() => {
    setView(initialView({ tab: props.tab, area: props.area, assArea: props.assArea }));
  }, [props.tab, props.area, props.assArea]);
  const { emit } = props;
  const onNavigate = useCallback(
    (tab: DirectoryTab, query: Record<string, string>) => {
      setView({ tab, query });
      emit?.('sztx-filter-change', { tab: activeOf(tab), query });
    },
    [emit],
  );
  const onOpen = useCallback(
    (kind: 'company' | 'member', id: number, name: string) =>
      emit?.(kind === 'company' ? 'sztx-open-company' : 'sztx-open-member', { id, name }) ?? true,
    [emit],
  );
  return <Directory tab={view.tab} query={view.query} onNavigate={onNavigate} onOpen={onOpen} />;
}

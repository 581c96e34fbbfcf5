import { boardTabOfQuery } from '../../core/needs/board-query';
import { shownPlace } from '../../core/router/router';
import type { PageProps } from '../page';
import { useText } from '../ui/i18n';
import * as texts from './messages';
import { NeedsBoard } from './NeedsBoard';

/**
 * `/Invest?tab=&shown=`: the needs board with its publish tab; the tab and the needs shown are
 * in the route. The page's heading names it (the board's sections have their own).
 */
export default function InvestPage({ query }: PageProps) {
  const { t } = useText();
  return (
    <div className="wrap page">
      <h1 className="sr-only">{t(texts.businessNeeds)}</h1>
      <NeedsBoard initialTab={boardTabOfQuery(query)} pageSize={5} shown={shownPlace(query)} />
    </div>
  );
}

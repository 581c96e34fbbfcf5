import { boardTabOfQuery } from '../../core/needs/board';
import type { PageProps } from '../page';
import { NeedsBoard } from './NeedsBoard';

/** `/Invest`: the needs board with its publish tab. */
export default function InvestPage({ query }: PageProps) {
  return (
    <div className="wrap page">
      <NeedsBoard initialTab={boardTabOfQuery(query)} pageSize={5} />
    </div>
  );
}

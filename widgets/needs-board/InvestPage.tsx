import type { PageProps } from '../page';
import { NeedsBoard } from './NeedsBoard';

/** `/Invest`: the needs board with its publish tab. */
export default function InvestPage({ query }: PageProps) {
  return (
    <div className="wrap page">
      <NeedsBoard
        initialTab={query.tab === '1' || query.tab === 'publish' ? 'publish' : 'board'}
        pageSize={5}
      />
    </div>
  );
}

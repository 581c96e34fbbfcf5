import { listInvestInfo } from '../../core/api/needs/reads';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useQuery } from '../ui/query';
import { EmptyState, ErrorState } from '../ui/states';
import { CardGrid, CardSkeletons, InvestCard } from './Board';
import * as texts from './messages';
import { PortalNeeds } from './PortalNeeds';

function OrderList() {
  const { t } = useText();
  const orders = useQuery(['invest', 'list', 'order'], (context) =>
    listInvestInfo(context, 'order'),
  );
  return (
    <section aria-labelledby="order-h" aria-busy={orders.status === 'loading'}>
      <h1 id="order-h" className="nb-section-title" style={{ fontSize: 20 }}>
        {t(texts.orderInfo)}
      </h1>
      {orders.status === 'loading' && !orders.data ? (
        <CardSkeletons count={6} />
      ) : orders.status === 'error' || !orders.data ? (
        <ErrorState message={orders.error ?? ui.loadFailedShort} onRetry={orders.retry} />
      ) : orders.data.length === 0 ? (
        <EmptyState message={texts.noOrders} />
      ) : (
        <CardGrid items={orders.data} card={(info) => <InvestCard info={info} />} />
      )}
    </section>
  );
}

/** `/Order`: order information cards → `/investInfo/{id}`. */
export default function OrderPage() {
  return (
    <PortalNeeds>
      <OrderList />
    </PortalNeeds>
  );
}

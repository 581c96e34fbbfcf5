import { listInvestInfo } from '../../core/api/invest';
import { useText } from '../ui/i18n';
import { EmptyState, ErrorState } from '../ui/states';
import { useResource } from '../ui/useResource';
import { CardSkeletons, InvestCard } from './Board';
import { PortalNeeds } from './PortalNeeds';

function OrderList() {
  const { t } = useText();
  const orders = useResource((signal) => listInvestInfo('order', signal), []);
  return (
    <section aria-labelledby="order-h" aria-busy={orders.status === 'loading'}>
      <h1 id="order-h" className="nb-section-title" style={{ fontSize: 20 }}>
        {t('訂單信息')}
      </h1>
      {orders.status === 'loading' ? (
        <CardSkeletons count={6} />
      ) : orders.status === 'error' ? (
        <ErrorState message={orders.error ?? '載入失敗'} onRetry={orders.retry} />
      ) : orders.data!.length === 0 ? (
        <EmptyState message="暫無訂單信息" />
      ) : (
        <ul className="nb-grid">
          {orders.data!.map((info) => (
            <li key={info.id}>
              <InvestCard info={info} />
            </li>
          ))}
        </ul>
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

import type { PageProps } from '../page';
import InvestDetail from './InvestDetail';
import { PortalNeeds } from './PortalNeeds';

/** `/investInfo/:id`. */
export default function InvestInfoPage({ params }: PageProps) {
  return (
    <PortalNeeds>
      <InvestDetail id={params.id ?? ''} />
    </PortalNeeds>
  );
}

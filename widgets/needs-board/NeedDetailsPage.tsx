import type { PageProps } from '../page';
import NeedDetail from './NeedDetail';
import { PortalNeeds } from './PortalNeeds';

/** `/need-details/:id`. */
export default function NeedDetailsPage({ params }: PageProps) {
  return (
    <PortalNeeds>
      <NeedDetail id={params.id ?? ''} />
    </PortalNeeds>
  );
}

import { shownPlace } from '../../core/router/router';
import type { PageProps } from '../page';
import { PersonalLayout } from '../personal/PersonalLayout';
import MyNeeds from './MyNeeds';
import { PortalNeeds } from './PortalNeeds';

/**
 * `/my_need?shown=`: the member's needs inside the personal centre layout (left menu, login
 * prompt); the needs shown are in the route.
 */
export default function MyNeedPage({ query }: PageProps) {
  return (
    <PersonalLayout active="/my_need">
      <PortalNeeds bare>
        <MyNeeds heading={false} shown={shownPlace(query)} />
      </PortalNeeds>
    </PersonalLayout>
  );
}

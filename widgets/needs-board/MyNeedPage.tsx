import { PersonalLayout } from '../personal/PersonalLayout';
import MyNeeds from './MyNeeds';
import { PortalNeeds } from './PortalNeeds';

/** `/my_need`: the member's needs inside the personal centre layout (left menu, login prompt). */
export default function MyNeedPage() {
  return (
    <PersonalLayout active="/my_need">
      <PortalNeeds bare>
        <MyNeeds heading={false} />
      </PortalNeeds>
    </PersonalLayout>
  );
}

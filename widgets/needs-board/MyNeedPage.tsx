import MyNeeds from './MyNeeds';
import { PortalNeeds } from './PortalNeeds';

/** `/my_need` (inside the personal centre layout). */
export default function MyNeedPage() {
  return (
    <PortalNeeds>
      <MyNeeds />
    </PortalNeeds>
  );
}

import type { PageProps } from '../page';
import { ApplyForm } from './ApplyForm';

/** `/apply-person`. */
export default function ApplyPersonPage(_props: PageProps) {
  return (
    <div className="wrap page">
      <ApplyForm type="person" />
    </div>
  );
}

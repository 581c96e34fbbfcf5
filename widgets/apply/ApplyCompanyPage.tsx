import type { PageProps } from '../page';
import { ApplyForm } from './ApplyForm';

/** `/apply-company`. */
export default function ApplyCompanyPage(_props: PageProps) {
  return (
    <div className="wrap page">
      <ApplyForm type="company" />
    </div>
  );
}

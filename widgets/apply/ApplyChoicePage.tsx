import type { PageProps } from '../page';
import { ApplyChoice } from './ApplyChoice';

/** `/apply`. */
export default function ApplyChoicePage(_props: PageProps) {
  return (
    <div className="wrap page">
      <ApplyChoice />
    </div>
  );
}

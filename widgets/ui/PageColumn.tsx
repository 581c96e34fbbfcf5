import type { ComponentType } from 'react';
import type { PageProps } from '../page';

/** A routed page whose body sits inside the portal's content column. */
export function inPageColumn(Body: ComponentType<PageProps>) {
  return function ColumnPage(props: PageProps) {
    return (
      <div className="wrap page">
        <Body {...props} />
      </div>
    );
  };
}

import type { ReactNode } from 'react';
import { useText } from '../ui/i18n';

/** A titled card of a detail page; `id` names the heading the section is labelled by. */
export function DetailCard(props: { id: string; title: string; children: ReactNode }) {
  const { t } = useText();
  return (
    <section className="detail-card" aria-labelledby={props.id}>
      <h2 id={props.id} className="detail-h2">
        {t(props.title)}
      </h2>
      {props.children}
    </section>
  );
}

/** Label and value rows of a detail page's `<dl>`; values are translated unless `plain`. */
export function InfoRows(props: {
  /** Label, value, and whether the value is shown as written (a phone, an e-mail) or converted. */
  rows: Array<[string, string] | [string, string, boolean]>;
  plain?: boolean;
}) {
  const { t } = useText();
  return (
    <>
      {props.rows.map(([label, value, plain = props.plain], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat
        <div key={i} className="detail-row">
          <dt>{t(label)}</dt>
          <dd>{plain ? value : t(value)}</dd>
        </div>
      ))}
    </>
  );
}

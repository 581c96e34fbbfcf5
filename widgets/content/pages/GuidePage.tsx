import { useText } from '../../ui/i18n';
import { useImageUrl } from '../../ui/scope';
import * as texts from '../messages';
import { ContentPage } from '../parts/frames';

/** Guide topics, grouped; each opens a PDF document. */
export const GUIDE_GROUPS: Array<{ title: string; items: Array<{ title: string; file: string }> }> =
  [
    {
      title: texts.investment,
      items: [
        { title: texts.investGuide, file: '/files/seed/guide-invest.pdf' },
        { title: texts.taxGuide, file: '/files/seed/guide-tax.pdf' },
        { title: texts.employmentGuide, file: '/files/seed/guide-hr.pdf' },
      ],
    },
    {
      title: texts.compatriotLife,
      items: [
        { title: texts.lifeGuide, file: '/files/seed/guide-life.pdf' },
        { title: texts.residencePermitGuide, file: '/files/seed/guide-residence.pdf' },
        { title: texts.schoolGuide, file: '/files/seed/guide-school.pdf' },
      ],
    },
  ];

/** `/guide`: grouped topics opening PDF documents. */
export default function GuidePage() {
  const imageUrl = useImageUrl();
  const { t } = useText();
  return (
    <ContentPage title={texts.guide} css={[CSS]}>
      {GUIDE_GROUPS.map((g) => (
        <section key={g.title} className="ct-card gd" aria-labelledby={`gd-${g.title}`}>
          <h2 className="ct-title" id={`gd-${g.title}`}>
            {t(g.title)}
          </h2>
          <ul className="gd-list">
            {g.items.map((item) => (
              <li key={item.file}>
                <a
                  className="gd-item"
                  href={imageUrl(item.file)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <span className="gd-icon" aria-hidden="true">
                    PDF
                  </span>
                  <span>{t(item.title)}</span>
                  <span className="sr-only">{t(texts.pdfInNewTab)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ContentPage>
  );
}

const CSS = /* css */ `
.gd { padding: 20px; display: grid; gap: 14px; }
/* rows of links, as many a row as fit at 260 px; the last row's items share its whole width, so a
   last item is never alone beside an empty cell */
.gd-list { display: flex; flex-wrap: wrap; gap: 12px; }
.gd-list > li { flex: 1 1 260px; min-width: 0; }
.gd-item { display: flex; align-items: center; gap: 12px; padding: 14px; border: 1px solid var(--sztx-border); border-radius: var(--sztx-radius); }
.gd-item:hover { border-color: var(--sztx-primary); color: var(--sztx-primary); }
.gd-icon { flex: none; width: 40px; height: 40px; display: grid; place-items: center; background: var(--sztx-primary); color: var(--sztx-on-primary); font-size: 12px; font-weight: 700; border-radius: calc(var(--sztx-radius) * .75); }
`;

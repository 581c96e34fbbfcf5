import { useMemo } from 'react';
import { safeHtml } from '../../../core/content/html';
import { useText } from '../../ui/i18n';
import { useImageUrl } from '../../ui/scope';
import { useStyles } from '../../ui/useStyles';

/** Rich HTML from the server: sanitized, text converted to the chosen language. */
export function RichHtml(props: { html: string | null | undefined; className?: string }) {
  const imageUrl = useImageUrl();
  const { t } = useText();
  useStyles(RICH_CSS);
  const html = useMemo(() => safeHtml(props.html, t, imageUrl), [props.html, t, imageUrl]);
  return (
    <div
      className={`rich ${props.className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify in safeHtml
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

const RICH_CSS = /* css */ `
.rich { line-height: 1.9; font-size: 16px; overflow-wrap: anywhere; }
.rich p { margin: 0 0 1em; }
.rich :is(h2, h3, h4, h5, h6) { font-size: 18px; font-weight: 700; margin: 1.2em 0 .6em; }
.rich ul, .rich ol { margin: 0 0 1em 1.5em; list-style: revert; }
.rich img { max-width: 100%; height: auto; border-radius: calc(var(--sztx-radius) * .75); }
.rich a { color: var(--sztx-accent); text-decoration: underline; }
.rich table { border-collapse: collapse; max-width: 100%; display: block; overflow-x: auto; }
.rich td, .rich th { border: 1px solid var(--sztx-border); padding: 6px 10px; }
`;

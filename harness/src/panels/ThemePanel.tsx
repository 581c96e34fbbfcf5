// The theme editor: a colour picker and a text input for every documented token of the
// element, a font input, and a contrast warning when the chosen colours fail axe's rule.
import { useEffect, useState } from 'react';
import { type Finding, runAxe } from './axe';
import { tokensOf } from './manifest';
import * as texts from './messages';
import { isColourToken, isHexColour, type Theme, validValue } from './theme';

const FONTS = [
  'Georgia, "Noto Serif CJK TC", serif',
  '"Noto Serif CJK TC", serif',
  '"Noto Sans CJK TC", sans-serif',
  'system-ui, sans-serif',
  'ui-monospace, monospace',
];

type Contrast =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; findings: Finding[] }
  | { state: 'error'; reason: string };

export function ThemePanel(props: {
  tag: string;
  theme: Theme;
  onChange: (theme: Theme) => void;
  /** The preview's window, once its frame has loaded. */
  frame: () => Window | null;
  /** Changes when the frame reloads (the check runs again). */
  frameLoads: number;
}) {
  const { tag, theme, onChange, frame, frameLoads } = props;
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [contrast, setContrast] = useState<Contrast>({ state: 'idle' });
  const tokens = tokensOf(tag);

  const set = (name: string, value: string) => {
    setDrafts((d) => ({ ...d, [name]: value }));
    const next = { ...theme };
    if (value.trim() === '') delete next[name];
    else if (validValue(value)) next[name] = value.trim();
    else return;
    onChange(next);
  };

  // the contrast of the chosen colours, checked by axe in the frame a moment after a change
  const key = JSON.stringify(theme);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme (by its key) and reloads trigger the check
  useEffect(() => {
    if (Object.keys(theme).length === 0) {
      setContrast({ state: 'idle' });
      return;
    }
    let live = true;
    setContrast({ state: 'checking' });
    const timer = setTimeout(() => {
      const win = frame();
      if (!win) return;
      runAxe(win, ['color-contrast']).then(
        (findings) => live && setContrast({ state: 'done', findings }),
        (error: unknown) => live && setContrast({ state: 'error', reason: String(error) }),
      );
    }, 600);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, frameLoads, tag]);

  return (
    <section aria-labelledby="theme-h">
      <h2 id="theme-h">
        {texts.themeTab}{' '}
        <button
          type="button"
          onClick={() => {
            setDrafts({});
            onChange({});
          }}
        >
          {texts.resetTheme}
        </button>
      </h2>
      <p className="intro">{texts.themeIntro}</p>
      <ContrastNote contrast={contrast} />
      <datalist id="theme-fonts">
        {FONTS.map((f) => (
          <option key={f} value={f} />
        ))}
      </datalist>
      {tokens.map((token) => {
        const id = `theme-${token.name.slice(2)}`;
        const value = drafts[token.name] ?? theme[token.name] ?? '';
        const invalid = value.trim() !== '' && !validValue(value);
        const colour = isColourToken(token.name);
        const shown = theme[token.name] ?? token.initial;
        return (
          <div className="attr token" key={token.name}>
            <label htmlFor={id}>
              <code>{token.name}</code>
            </label>
            <div className="token-inputs">
              {colour && (
                <input
                  type="color"
                  aria-label={texts.pickColour(token.name)}
                  value={isHexColour(shown) ? shown.toLowerCase() : '#000000'}
                  onChange={(e) => set(token.name, e.target.value)}
                />
              )}
              <input
                id={id}
                type="text"
                value={value}
                placeholder={token.initial}
                list={token.name === '--sztx-font' ? 'theme-fonts' : undefined}
                aria-invalid={invalid || undefined}
                aria-describedby={`${id}-hint`}
                onChange={(e) => set(token.name, e.target.value)}
              />
            </div>
            <small id={`${id}-hint`}>
              {invalid ? texts.invalidValue : token.description}
              {!invalid && token.initial ? ` · ${texts.defaultIs(token.initial)}` : ''}
            </small>
          </div>
        );
      })}
    </section>
  );
}

function ContrastNote({ contrast }: { contrast: Contrast }) {
  if (contrast.state === 'idle') return null;
  if (contrast.state === 'checking')
    return (
      <p className="note" role="status">
        {texts.contrastChecking}
      </p>
    );
  if (contrast.state === 'error')
    return (
      <p className="note warn" role="status">
        {texts.contrastError(contrast.reason)}
      </p>
    );
  const failing = contrast.findings.flatMap((f) => f.targets);
  if (failing.length === 0)
    return (
      <p className="note ok" role="status">
        {texts.contrastOk}
      </p>
    );
  return (
    <div className="note warn contrast-warning" role="alert">
      <p>{texts.contrastFails(failing.length)}</p>
      <ul>
        {failing.slice(0, 5).map((target) => (
          <li key={target}>
            <code>{target}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

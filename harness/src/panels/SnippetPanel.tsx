// The snippet panel: the code for what the preview shows (HTML with the pinned URL and its
// integrity, React 19, Vue 3), each copyable; the code stays in a text area to select by hand.
import { useEffect, useRef, useState } from 'react';
import * as texts from './messages';
import { SNIPPETS, type SnippetInput, type SnippetKind } from './snippets';

const KINDS: { key: SnippetKind; label: string }[] = [
  { key: 'html', label: texts.htmlKind },
  { key: 'react', label: texts.reactKind },
  { key: 'vue', label: texts.vueKind },
];

/** Each version's sri.json, fetched once. */
const integrities = new Map<string, Promise<Record<string, string> | null>>();
function sri(version: string): Promise<Record<string, string> | null> {
  let answer = integrities.get(version);
  if (!answer) {
    answer = fetch(`/embed/v${version}/sri.json`).then(
      (r) => (r.ok ? (r.json() as Promise<Record<string, string>>) : null),
      () => null,
    );
    integrities.set(version, answer);
  }
  return answer;
}

export function SnippetPanel(props: { input: Omit<SnippetInput, 'integrity'> }) {
  const { input } = props;
  const [kind, setKind] = useState<SnippetKind>('html');
  const [hashes, setHashes] = useState<Record<string, string> | null | undefined>(undefined);
  const [status, setStatus] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let live = true;
    sri(input.version).then((h) => live && setHashes(h));
    return () => {
      live = false;
    };
  }, [input.version]);

  const code = SNIPPETS[kind]({ ...input, integrity: hashes?.[input.entry] });
  // the HTML's integrity is still on its way: its code is not the one to copy yet (a partner who
  // copied in that moment got the script without its integrity, and the code changed after)
  const waiting = kind === 'html' && hashes === undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new snippet clears the last copy's note
  useEffect(() => setStatus(''), [code]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus(texts.copied);
    } catch {
      area.current?.focus();
      area.current?.select();
      setStatus(texts.copyFailed);
    }
  };

  const label = KINDS.find((k) => k.key === kind)?.label ?? kind;
  return (
    <section aria-labelledby="snippet-h">
      <h2 id="snippet-h">{texts.snippetTab}</h2>
      <p className="intro">{texts.snippetIntro}</p>
      <fieldset className="kinds">
        <legend>{texts.snippetKinds}</legend>
        {KINDS.map((k) => (
          <button
            key={k.key}
            type="button"
            aria-pressed={k.key === kind}
            onClick={() => setKind(k.key)}
          >
            {k.label}
          </button>
        ))}
      </fieldset>
      {kind === 'html' && hashes === null && <p className="note warn">{texts.noIntegrity}</p>}
      <textarea
        ref={area}
        className="snippet"
        aria-label={texts.snippetCode(label)}
        readOnly
        spellCheck={false}
        rows={Math.min(24, code.split('\n').length + 1)}
        aria-busy={waiting}
        value={code}
        onFocus={(e) => e.currentTarget.select()}
      />
      <p className="copy-row">
        <button type="button" disabled={waiting} onClick={() => void copy()}>
          {texts.copy}
        </button>{' '}
        <span role="status">{waiting ? texts.loadingIntegrity : status}</span>
      </p>
    </section>
  );
}

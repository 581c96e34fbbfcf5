import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The React behaviours the widgets rely on, the same with React (unit project) and with the embed
// build's React API over Preact (widgets-preact project, widgets/react-on-preact/).
let host: HTMLDivElement | undefined;
let root: Root | undefined;

function mount(node: ReactNode): HTMLDivElement {
  host = document.createElement('div');
  host.innerHTML = '<p>before</p>';
  document.body.append(host);
  root = createRoot(host);
  root.render(node);
  return host;
}

/** Types into a field as the browser does (React tracks values set through the element's own setter). */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
  host = undefined;
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const typed: string[] = [];
const ticked: boolean[] = [];

function Form() {
  const [text, setText] = useState('');
  return (
    <form>
      <input
        value={text}
        onChange={(e) => {
          typed.push(e.target.value);
          setText(e.target.value);
        }}
      />
      <textarea onChange={(e) => typed.push(e.target.value)} />
      <input type="checkbox" onChange={(e) => ticked.push(e.target.checked)} />
    </form>
  );
}

describe('the React API the widgets use', () => {
  it('replaces what the container had, and unmounts to nothing', async () => {
    const el = mount(<span>now</span>);
    await vi.waitFor(() => expect(el.innerHTML).toBe('<span>now</span>'));
    root!.unmount();
    root = undefined;
    await vi.waitFor(() => expect(el.innerHTML).toBe(''));
  });

  it('runs onChange of a text field on every keystroke, of a checkbox on change', async () => {
    typed.length = 0;
    ticked.length = 0;
    const el = mount(<Form />);
    await vi.waitFor(() => expect(el.querySelector('input')).not.toBeNull());
    const [input, box] = [...el.querySelectorAll('input')] as HTMLInputElement[];
    type(input!, 'a');
    type(el.querySelector('textarea')!, 'b');
    box!.click();
    await vi.waitFor(() => expect(typed).toEqual(['a', 'b']));
    expect(ticked).toEqual([true]);
  });

  it("runs a container's onFocus and onBlur for the field inside it", async () => {
    const seen: string[] = [];
    const el = mount(
      <fieldset onFocus={() => seen.push('focus')} onBlur={() => seen.push('blur')}>
        <input />
      </fieldset>,
    );
    await vi.waitFor(() => expect(el.querySelector('input')).not.toBeNull());
    const input = el.querySelector('input')!;
    input.focus();
    input.blur();
    await vi.waitFor(() => expect(seen).toEqual(['focus', 'blur']));
  });

  it('writes camelCase SVG attributes dashed', async () => {
    const el = mount(
      <svg viewBox="0 0 4 4" aria-hidden="true">
        <path d="M0 0h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>,
    );
    await vi.waitFor(() => expect(el.querySelector('path')).not.toBeNull());
    const path = el.querySelector('path')!;
    expect(path.getAttribute('stroke-width')).toBe('2');
    expect(path.getAttribute('stroke-linecap')).toBe('round');
    expect(el.querySelector('svg')!.getAttribute('viewBox')).toBe('0 0 4 4');
  });

  it("shows a lazy component's Suspense fallback until it has loaded", async () => {
    let release!: () => void;
    const Late = lazy(
      () =>
        new Promise<{ default: (p: { name: string }) => ReactNode }>((resolve) => {
          release = () => resolve({ default: ({ name }) => <b>{name}</b> });
        }),
    );
    const el = mount(
      <Suspense fallback={<i>loading</i>}>
        <Late name="loaded" />
      </Suspense>,
    );
    await vi.waitFor(() => expect(el.innerHTML).toBe('<i>loading</i>'));
    release();
    await vi.waitFor(() => expect(el.innerHTML).toBe('<b>loaded</b>'));
  });

  it("gives a lazy component's failed load to the error boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject<{ default: () => ReactNode }>(new Error('offline')));
    const el = mount(
      <Boundary>
        <Suspense fallback={<i>loading</i>}>
          <Broken />
        </Suspense>
      </Boundary>,
    );
    await vi.waitFor(() => expect(el.innerHTML).toBe('<p>failed</p>'));
    vi.restoreAllMocks();
  });
});

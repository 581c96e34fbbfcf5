import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

// Every modal (the dialogs and the portal's drawer share useFocusTrap) has focus inside from the
// frame it appears in, so a key pressed at once reaches it. Focus moved in a passive effect came
// later (Preact runs those after the next paint): an Escape pressed in between went to the page,
// and the login dialog over a partner's board stayed open (a fresh e2e run).
describe('a modal takes focus as it shows', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('focus is in the dialog before the page paints again', async () => {
    const opener = document.createElement('button');
    const host = document.createElement('div');
    document.body.append(opener, host);
    opener.focus();
    const root = createRoot(host);
    flushSync(() =>
      root.render(
        <Dialog title="登錄" onClose={() => {}}>
          <input aria-label="手機號" />
        </Dialog>,
      ),
    );
    // the modal's turn (a state set as it mounts) renders in a microtask under Preact
    for (let i = 0; i < 3; i++) await Promise.resolve();
    const dialog = host.querySelector('[role="dialog"]');
    expect(dialog?.closest('[hidden]')).toBeNull();
    expect(document.activeElement).toBe(host.querySelector('input'));
    root.unmount();
  });
});

import { describe, expect, it } from 'vitest';
import { $shownModal, openModal } from './modal';

describe('one modal at a time', () => {
  it('shows the first opened; the next shows when it closes', () => {
    const subscribe = openModal();
    const upgrade = openModal();
    expect($shownModal.get()).toBe(subscribe.key);
    subscribe.close();
    expect($shownModal.get()).toBe(upgrade.key);
    upgrade.close();
    expect($shownModal.get()).toBeNull();
  });

  it('the login dialog goes before the modal that waits for it, which comes back after', () => {
    const edit = openModal();
    const login = openModal('login');
    expect($shownModal.get()).toBe(login.key);
    login.close();
    expect($shownModal.get()).toBe(edit.key);
    edit.close();
  });

  it('a turn asked for by name keeps its place for the dialog that takes the name', () => {
    const held = openModal('other', 'upgrade');
    const subscribe = openModal();
    const prompt = openModal('other', 'upgrade');
    expect(prompt.key).toBe(held.key);
    expect($shownModal.get()).toBe('upgrade');
    prompt.close();
    held.close();
    expect($shownModal.get()).toBe(subscribe.key);
    subscribe.close();
  });

  it('closing twice or out of order forgets only that modal', () => {
    const a = openModal();
    const b = openModal();
    b.close();
    b.close();
    expect($shownModal.get()).toBe(a.key);
    a.close();
    expect($shownModal.get()).toBeNull();
  });
});

// The one shape of a form in core: its values, the messages of the fields its rules refused,
// whether it is sending, and what the last send answered. Each form's own module creates its
// store with its starting values and its rules (core/personal/profile.ts, core/personal/
// company.ts, core/needs/contact.ts, core/session/login-form.ts; the application form,
// core/apply/form.ts, has the same parts and its own load and drafts). Components render the
// state and dispatch to the store; the store is made once per mounted form, so what was typed
// stays when a send fails or the session ends (see `sendResuming` in core/session/actions.ts).

import { atom, type ReadableAtom } from 'nanostores';

/** The messages of the refused fields, in the form's order. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** State of a form store. */
interface FormState<V, K extends string> {
  values: V;
  errors: FieldErrors<K>;
  /** A send is under way (the submit button is disabled). */
  busy: boolean;
  /** The message of the last send that went through (a contact form shows it), else null. */
  done: string | null;
}

/** A form store: state, and the actions a component dispatches. */
export interface FormStore<V, K extends string> {
  $state: ReadableAtom<FormState<V, K>>;
  /** Sets one value; a message under that field goes. */
  set<F extends keyof V>(key: F, value: V[F]): void;
  /** Starts over from `values` (loaded from the server, or the starting ones): no messages. */
  reset(values?: V): void;
  /** Runs the form's rules: shows their messages, answers the first refused field (null: none). */
  check(): K | null;
  /** Shows messages the rules could not give (a server's answer about a field). */
  refuse(errors: FieldErrors<K>): void;
  /** Runs `send` with the form busy. */
  sending<T>(send: () => Promise<T>): Promise<T>;
  /** A send went through: the values start over and `done` shows `message`. */
  sent(message: string): void;
}

/**
 * Creates a form store over `initial` values with `rules`: the message of each refused field
 * (none: the form may be sent).
 */
export function createFormStore<V extends object, K extends string = Extract<keyof V, string>>(
  initial: V,
  rules: (values: V) => FieldErrors<K> = () => ({}),
): FormStore<V, K> {
  const $state = atom<FormState<V, K>>({ values: initial, errors: {}, busy: false, done: null });
  const patch = (change: Partial<FormState<V, K>>) => $state.set({ ...$state.get(), ...change });
  return {
    $state,
    set(key, value) {
      const { values, errors } = $state.get();
      const { [key as unknown as K]: _, ...rest } = errors;
      patch({ values: { ...values, [key]: value }, errors: rest as FieldErrors<K> });
    },
    reset(values = initial) {
      patch({ values, errors: {} });
    },
    check() {
      const errors = rules($state.get().values);
      patch({ errors });
      return (Object.keys(errors) as K[])[0] ?? null;
    },
    refuse(errors) {
      patch({ errors });
    },
    async sending(send) {
      patch({ busy: true });
      try {
        return await send();
      } finally {
        patch({ busy: false });
      }
    },
    sent(message) {
      patch({ values: initial, errors: {}, done: message });
    },
  };
}

/** The messages of a rule that names the first refused field (or none) as `FieldErrors`. */
export function firstRefused<K extends string>(
  refused: { field: K; message: string } | null,
): FieldErrors<K> {
  return refused ? ({ [refused.field]: refused.message } as FieldErrors<K>) : {};
}

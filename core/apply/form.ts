// The application form store: load the member's application, edit with a local draft, submit or
// modify (spec 001 §4, §5, §8). Platform pieces (API, storage) are injectable.

import { atom, type ReadableAtom } from 'nanostores';
import * as applyReads from '../api/apply/reads';
import type { Application, ApplicationForm } from '../api/apply/records';
import * as applyWrites from '../api/apply/writes';
import type { ApiClient, Call } from '../api/client';
import { errorMessage } from '../api/errors';
import type { Envelope } from '../api/types';
import { createQuery } from '../load/query';
import type { SafeStorage } from '../platform/storage';
import { userStorage, userStorageKey } from '../session/user-storage';
import {
  APPLY_TYPE,
  type ApplyField,
  type ApplyKind,
  type ApplyValues,
  CHILD_ASSOCIATIONS,
} from './questions';
import {
  type ChildChoice,
  childFromValue,
  deriveSubmitStatus,
  isBlank,
  pickChild,
  type SubmitStatus,
  typeFraternity,
  validateApplication,
} from './rules';
import { initialValues, refreshImages, toPayload, valuesFromRecord } from './values';

/** Messages of the application calls (spec §8). */
export const APPLY_MESSAGES = {
  added: '申請成功',
  modified: '修改成功',
  failed: '獲取失敗',
  approved: '申請已審核通過，不能再修改',
} as const;

/** State of one application form. */
export interface ApplyFormState {
  /** Loading the stored application; `error` when that failed (retry with `load`). */
  phase: 'idle' | 'loading' | 'ready' | 'error';
  loadError: string | null;
  submitStatus: SubmitStatus;
  values: ApplyValues;
  /** The child association picked (聯誼會 keeps its typed name in the value). */
  child: ChildChoice;
  /** Required fields left empty by the last submit attempt, in form order. */
  missing: ApplyField[];
  submitting: boolean;
  /** The record the server has (its id is sent back on modify). */
  record: Application | null;
  /**
   * The form shows answers the server does not have: a local draft edited after a submit (kept
   * across reloads). They are not the stored application until sent; `discard` drops them.
   */
  unsent: boolean;
}

/**
 * Outcome of `submit`, for the component to show and focus; a refusal by the server carries its
 * envelope `code` (`'401'`: the session ended, see `sendResuming` in core/session/actions.ts).
 */
export type SubmitOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; focus?: ApplyField; code?: string };

/** What the store talks to. */
export interface ApplyFormDeps {
  select: typeof applyReads.selectApplication;
  add: (call: Call, application: ApplicationForm) => Promise<Envelope<Application | null>>;
  update: (call: Call, application: ApplicationForm) => Promise<Envelope<Application | null>>;
  storage: SafeStorage;
}

const DEFAULT_DEPS: ApplyFormDeps = {
  select: applyReads.selectApplication,
  add: applyWrites.addApplication,
  update: applyWrites.updateApplication,
  storage: userStorage,
};

interface Draft {
  values: ApplyValues;
  child: ChildChoice;
}

/** A form store for one member and kind. */
export interface ApplyForm {
  $state: ReadableAtom<ApplyFormState>;
  /** Reads the stored application (and any local draft). */
  load(): Promise<void>;
  setValue(field: ApplyField, value: string): void;
  pickChild(choice: string): void;
  typeFraternity(text: string): void;
  submit(): Promise<SubmitOutcome>;
  /** Drops the unsent draft of a submitted application: the form shows the stored answers. */
  discard(): void;
  cancel(): void;
}

/**
 * Whether `values` answer differently from `stored` (the answers the server holds): compared as
 * the bodies they would send, so blanks, spaces and hidden parent fields do not count.
 */
function differsFrom(kind: ApplyKind, values: ApplyValues, stored: ApplyValues): boolean {
  const mine = toPayload(kind, values, '').answers;
  const theirs = toPayload(kind, stored, '').answers;
  return Object.keys({ ...mine, ...theirs }).some(
    (field) => (mine[field] ?? '') !== (theirs[field] ?? ''),
  );
}

/**
 * The storage key of a form's draft: the member's own (session storage, removed at logout and
 * when another user logs in; see `clearUserData`).
 */
export function draftKey(kind: ApplyKind, memberId: string | number): string {
  return userStorageKey(memberId, `apply-draft-${kind}`);
}

/** Creates the store of one member's application of one kind, talking to `api`. */
export function createApplyForm(
  kind: ApplyKind,
  memberId: string | number,
  api: ApiClient,
  deps: Partial<ApplyFormDeps> = {},
): ApplyForm {
  const d: ApplyFormDeps = { ...DEFAULT_DEPS, ...deps };
  const key = draftKey(kind, memberId);
  const $state = atom<ApplyFormState>({
    phase: 'idle',
    loadError: null,
    submitStatus: 0,
    values: initialValues(kind),
    child: { choice: '', value: '' },
    missing: [],
    submitting: false,
    record: null,
    unsent: false,
  });
  // the stored application (again after the login when the session was refused); its key is not
  // 'apply', which the application writes invalidate: the form takes the stored record from its
  // own submit's answer, and a reload would send a second request the server counts
  const query = createQuery<Application | null>(
    (_, call) => d.select(call, memberId, APPLY_TYPE[kind]),
    { api },
    { keep: false },
  );
  /** The answers the server holds (after a load or a successful submit); null before either. */
  let stored: ApplyValues | null = null;

  /** Whether the form's values are a submitted application's edits not sent yet. */
  function isUnsent(submitStatus: SubmitStatus, values: ApplyValues): boolean {
    return submitStatus === 1 && stored !== null && differsFrom(kind, values, stored);
  }

  function readDraft(): Draft | null {
    const text = d.storage.get(key);
    if (!text) return null;
    try {
      const draft = JSON.parse(text) as Draft;
      if (!draft || typeof draft !== 'object' || typeof draft.values !== 'object') return null;
      const values: ApplyValues = {};
      for (const [field, value] of Object.entries(draft.values ?? {})) {
        if (typeof value === 'string') values[field as ApplyField] = value;
      }
      const child =
        draft.child &&
        typeof draft.child.choice === 'string' &&
        typeof draft.child.value === 'string'
          ? draft.child
          : childFromValue(values.join_child_association, CHILD_ASSOCIATIONS);
      return { values, child };
    } catch {
      return null;
    }
  }

  function saveDraft(): void {
    const { values, child, submitStatus, unsent } = $state.get();
    if (submitStatus === 2) return;
    // a submitted application edited back to its stored answers has no draft left
    if (submitStatus === 1 && !unsent) d.storage.remove(key);
    else d.storage.set(key, JSON.stringify({ values, child } satisfies Draft));
  }

  function edit(values: ApplyValues, child = $state.get().child): void {
    const state = $state.get();
    if (state.submitStatus === 2) return;
    const missing = state.missing.filter((field) => isBlank(values[field]));
    $state.set({
      ...state,
      values,
      child,
      missing,
      unsent: isUnsent(state.submitStatus, values),
    });
    saveDraft();
  }

  /** Shows a loaded application (and any local draft over it). */
  function loaded(record: Application | null): void {
    const submitStatus = deriveSubmitStatus(record);
    let values = record
      ? { ...initialValues(kind), ...valuesFromRecord(kind, record) }
      : initialValues(kind);
    let child = childFromValue(values.join_child_association, CHILD_ASSOCIATIONS);
    stored = record ? values : null;
    const draft = submitStatus === 2 ? null : readDraft();
    if (draft) {
      values = refreshImages(kind, { ...values, ...draft.values }, record);
      child = draft.child;
    }
    const unsent = isUnsent(submitStatus, values);
    if (submitStatus === 2 || (submitStatus === 1 && !unsent)) d.storage.remove(key);
    $state.set({
      ...$state.get(),
      phase: 'ready',
      submitStatus,
      values,
      child,
      record,
      missing: [],
      unsent,
    });
  }

  query.$state.listen(({ status, data, error }) => {
    if (status === 'ready') loaded(data);
    else if (status === 'error') $state.set({ ...$state.get(), phase: 'error', loadError: error });
  });

  return {
    $state,
    async load() {
      $state.set({ ...$state.get(), phase: 'loading', loadError: null });
      await query.load(['apply-form', kind, memberId]);
    },
    setValue(field, value) {
      edit({ ...$state.get().values, [field]: value });
    },
    pickChild(choice) {
      const child = pickChild($state.get().child, choice);
      edit({ ...$state.get().values, join_child_association: child.value }, child);
    },
    typeFraternity(text) {
      const child = typeFraternity($state.get().child, text);
      edit({ ...$state.get().values, join_child_association: child.value }, child);
    },
    async submit() {
      const state = $state.get();
      if (state.submitStatus === 2) return { ok: false, message: APPLY_MESSAGES.approved };
      if (state.submitting) return { ok: false, message: '' };
      const result = validateApplication(kind, state.values);
      if (!result.ok) {
        $state.set({ ...state, missing: result.missing });
        const first = result.missing[0];
        return { ok: false, message: result.message ?? '', ...(first ? { focus: first } : {}) };
      }
      const adding = state.submitStatus === 0;
      const payload = toPayload(kind, state.values, memberId, state.record);
      $state.set({ ...state, submitting: true, missing: [] });
      let answer: Envelope<Application | null>;
      try {
        answer = await (adding ? d.add : d.update)({ api }, payload);
      } catch (error) {
        $state.set({ ...$state.get(), submitting: false });
        return { ok: false, message: errorMessage(error) };
      }
      if (!answer.sucess || answer.code !== '200') {
        $state.set({ ...$state.get(), submitting: false });
        const detail = answer.msg && answer.msg !== APPLY_MESSAGES.failed ? `：${answer.msg}` : '';
        return { ok: false, message: `${APPLY_MESSAGES.failed}${detail}`, code: answer.code };
      }
      d.storage.remove(key);
      const saved = answer.data ?? state.record;
      const current = $state.get();
      const values = saved
        ? refreshImages(kind, current.values, saved, state.values)
        : current.values;
      // what was sent is what the server holds; anything typed while sending is still unsent
      stored = saved ? refreshImages(kind, state.values, saved, state.values) : state.values;
      const unsent = isUnsent(1, values);
      $state.set({
        ...current,
        values,
        submitting: false,
        submitStatus: 1,
        record: saved ?? state.record,
        unsent,
      });
      if (unsent) saveDraft();
      return { ok: true, message: adding ? APPLY_MESSAGES.added : APPLY_MESSAGES.modified };
    },
    discard() {
      const state = $state.get();
      if (state.submitStatus !== 1 || stored === null) return;
      d.storage.remove(key);
      $state.set({
        ...state,
        values: stored,
        child: childFromValue(stored.join_child_association, CHILD_ASSOCIATIONS),
        missing: [],
        unsent: false,
      });
    },
    cancel() {
      query.cancel();
    },
  };
}

import { useStore } from '@nanostores/react';
import { type FormEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import { applyTemplatePdfUrl, applyTemplateUrl } from '../../core/api/apply/reads';
import { createApplyForm } from '../../core/apply/form';
import {
  type ApplyField,
  type ApplyKind,
  questionNumber,
  questionsFor,
} from '../../core/apply/questions';
import { $isPc } from '../../core/layout/layout';
import { currentRoute, navigate } from '../../core/router/router';
import { loginRoute } from '../../core/router/routes';
import { sendResuming } from '../../core/session/actions';
import { $session, initSession, openLogin } from '../../core/session/session';
import { toast } from '../../core/toast/toast';
import type { WidgetHost } from '../define';
import { useText } from '../ui/i18n';
import { StrokeIcon } from '../ui/icons';
import * as ui from '../ui/messages';
import { useApi } from '../ui/scope';
import { ErrorState } from '../ui/states';
import { useStyles } from '../ui/useStyles';
import * as texts from './messages';
import { fieldId, QuestionItem } from './Question';
import { APPLY_CSS } from './styles';

/** Props of the application form. */
export interface ApplyFormProps {
  /** 'person' (individual) or 'company'. */
  type?: string;
  /** Hide the page heading (when the host page has its own). */
  hideHeading?: boolean;
}

const TITLES: Record<ApplyKind, string> = {
  person: ui.personApplication,
  company: ui.companyApplication,
};

/** The kind of form an attribute asks for (anything but 'company' is the individual form). */
function applyKind(type: string | undefined): ApplyKind {
  return type === 'company' ? 'company' : 'person';
}

/**
 * Opens the login flow: the /login page on mobile in the portal (which comes back to `returnTo`,
 * by default the current route, after logging in), else the login dialog.
 */
export function startLogin(isPc: boolean, returnTo: string = currentRoute()): void {
  if (!isPc && navigate(loginRoute(returnTo))) return;
  openLogin('login');
}

function Notice() {
  const { t } = useText();
  const api = useApi();
  return (
    <aside className="apply-notice" aria-label={t(texts.noticeLabel)}>
      <p>
        {t(texts.trialNotice)}
        <strong>{t(texts.feeWaived)}</strong>
      </p>
      <div className="apply-templates">
        <a
          className="apply-template"
          href={applyTemplatePdfUrl(api)}
          target="_blank"
          rel="noopener"
        >
          <StrokeIcon d="M7 3h7l5 5v13H7zM14 3v5h5" size={16} strokeWidth="2" />
          {t(texts.templatePdf)}
        </a>
        <a className="apply-template" href={applyTemplateUrl(api)} download>
          <StrokeIcon d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" size={16} strokeWidth="2" />
          {t(texts.downloadTemplate)}
          <span className="apply-template-note">{t(texts.templateEditable)}</span>
        </a>
      </div>
    </aside>
  );
}

function FormSkeleton() {
  return (
    <div className="apply-card" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="apply-q">
          <div className="skeleton" style={{ height: 18, width: '40%' }} />
          <div className="skeleton" style={{ height: 42, marginTop: 10 }} />
        </div>
      ))}
    </div>
  );
}

function LoggedInForm(props: { kind: ApplyKind; memberId: string; emit?: WidgetHost['emit'] }) {
  const { kind, memberId, emit } = props;
  const { t } = useText();
  const api = useApi();
  const form = useMemo(() => createApplyForm(kind, memberId, api), [kind, memberId, api]);
  const state = useStore(form.$state);
  const listRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    void form.load();
    return () => form.cancel();
  }, [form]);

  const questions = questionsFor(kind, state.values);
  const approved = state.submitStatus === 2;

  const focusField = (field: ApplyField) => {
    const item = listRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`);
    const target =
      item?.querySelector<HTMLElement>(`#${fieldId(field)}-name`) ??
      item?.querySelector<HTMLElement>(`#${fieldId(field)}`) ??
      item?.querySelector<HTMLElement>('[data-focus]') ??
      item?.querySelector<HTMLElement>('input, select, textarea, button');
    item?.scrollIntoView?.({ block: 'center' });
    target?.focus();
  };

  const uploading = useRef(new Set<ApplyField>());
  const onBusy = useCallback((field: ApplyField, busy: boolean) => {
    if (busy) uploading.current.add(field);
    else uploading.current.delete(field);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading.current.size > 0) {
      toast.info(texts.waitForUpload);
      return;
    }
    let adding = false;
    // a submit the server refuses for the session is sent again after the same user logs in
    return sendResuming(
      () => {
        adding = form.$state.get().submitStatus === 0;
        return form.submit();
      },
      (result) => {
        if (!result.ok) return; // submit reports its failures as outcomes
        const outcome = result.value;
        if (outcome.ok) {
          toast.success(outcome.message);
          emit?.('sztx-applied', { type: kind, event: adding ? 'add' : 'modify' });
          return;
        }
        if (outcome.message) toast.error(outcome.message);
        if (outcome.focus) focusField(outcome.focus);
      },
    );
  };

  if (state.phase === 'error') {
    return <ErrorState message={state.loadError} onRetry={() => void form.load()} />;
  }
  if (state.phase !== 'ready') return <FormSkeleton />;

  const button =
    state.submitStatus === 2
      ? texts.approved
      : state.submitStatus === 1
        ? texts.resubmit
        : texts.submit;
  return (
    <form ref={listRef} className="apply-card" onSubmit={onSubmit} noValidate part="form">
      {approved ? (
        <p className="apply-status apply-status-ok" role="status">
          {t(texts.approvedWelcome)}
        </p>
      ) : state.unsent ? (
        <div className="apply-status apply-unsent" role="status" part="unsent">
          <p>
            <strong>{t(texts.unsentTitle)}</strong>
            {t(texts.unsentDetail)}
          </p>
          <div className="apply-unsent-actions">
            <button
              type="button"
              className="btn"
              disabled={state.submitting}
              onClick={() => form.discard()}
            >
              {t(texts.discardChanges)}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={state.submitting}
              onClick={() => listRef.current?.requestSubmit()}
            >
              {t(texts.sendChanges)}
            </button>
          </div>
        </div>
      ) : state.submitStatus === 1 ? (
        <p className="apply-status" role="status">
          {t(texts.submittedEditable)}
        </p>
      ) : null}
      <fieldset className="apply-fieldset" disabled={approved}>
        <legend className="sr-only">{t(TITLES[kind])}</legend>
        <ol className="apply-list">
          {questions.map((question, index) => (
            <QuestionItem
              key={`${question.block ?? 'base'}-${question.field}`}
              question={question}
              state={state}
              number={questionNumber(index)}
              actions={form}
              onBusy={onBusy}
            />
          ))}
        </ol>
      </fieldset>
      <div className="apply-footer">
        <button
          type="submit"
          className={`btn btn-block ${approved ? 'apply-approved' : 'btn-primary'}`}
          disabled={approved || state.submitting}
          aria-disabled={approved || undefined}
          part="submit"
        >
          {state.submitting ? t(ui.submitting) : t(button)}
        </button>
      </div>
    </form>
  );
}

/** A membership application form (individual or company), with its notice and footer button. */
export function ApplyForm(props: ApplyFormProps & Partial<WidgetHost>) {
  useStyles(APPLY_CSS);
  const kind = applyKind(props.type);
  const session = useStore($session);
  const isPc = useStore($isPc);
  const { t } = useText();

  useEffect(() => {
    void initSession();
  }, []);

  let body: React.ReactNode;
  if (session.status === 'checking') body = <FormSkeleton />;
  // a session that ended on this page keeps the form (and what was typed) under the login dialog
  else if (!session.userId) {
    body = (
      <div className="apply-card apply-login">
        <p>{t(texts.logInFirst)}</p>
        <button type="button" className="btn btn-primary" onClick={() => startLogin(isPc)}>
          {t(ui.logInOrRegister)}
        </button>
      </div>
    );
  } else {
    body = (
      <LoggedInForm
        kind={kind}
        memberId={session.userId}
        {...(props.emit ? { emit: props.emit } : {})}
      />
    );
  }

  return (
    <section className="apply" aria-labelledby="sztx-apply-heading">
      <h1 id="sztx-apply-heading" className={props.hideHeading ? 'sr-only' : 'apply-heading'}>
        {t(TITLES[kind])}
      </h1>
      <Notice />
      {body}
    </section>
  );
}

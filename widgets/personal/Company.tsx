import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { listIndustries } from '../../core/api/directory/reads';
import { errorMessage } from '../../core/api/errors';
import { isMembersOnlyError } from '../../core/api/personal/members-only';
import { getMemberCompany } from '../../core/api/personal/reads';
import {
  COMPANY_WIRE,
  type CompanyFields,
  type OwnCompany,
  toCompanyForm,
} from '../../core/api/personal/records';
import { addCompany, updateCompany } from '../../core/api/personal/writes';
import { companyFields, companyMode, createCompanyForm } from '../../core/personal/company';
import { PERSONAL_MESSAGES } from '../../core/personal/messages';
import { navigate } from '../../core/router/router';
import { sendResuming } from '../../core/session/actions';
import { $isAssociationMember, $session } from '../../core/session/session';
import { toast } from '../../core/toast/toast';
import { ChoiceDialog, DIALOG_CSS } from '../ui/Dialog';
import { useFormStyles } from '../ui/form-styles';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useQuery } from '../ui/query';
import { useApi, usePortalHref } from '../ui/scope';
import { ErrorState } from '../ui/states';
import { useStyles } from '../ui/useStyles';
import { type FieldSpec, FormFields } from './FormField';
import { IMAGE_FIELD_CSS } from './ImageField';
import * as texts from './messages';
import { ContactPhone, JoinActions } from './Rights';
import { PERSONAL_CSS } from './styles';

const FIELDS: Array<FieldSpec<keyof CompanyFields>> = [
  { key: 'logo', label: texts.companyLogo, required: true, image: { prefix: 'company_logo_' } },
  {
    key: 'cover',
    label: texts.coverImage,
    image: { prefix: 'company_cover_', shape: 'wide', hint: texts.coverHint },
  },
  { key: 'name', label: texts.companyName, required: true, full: true },
  { key: 'industry', label: ui.industry, required: true },
  { key: 'phone', label: ui.contactPhone, required: true, type: 'tel' },
  { key: 'email', label: texts.companyEmail, required: false, type: 'email' },
  { key: 'address', label: ui.companyAddress, required: true },
  { key: 'business', label: ui.mainBusiness, required: true, full: true, maxLength: 1000 },
];

/** "Not yet joined an association": join now (→ /apply) or later. */
function JoinPrompt(props: { onLater: () => void }) {
  const portalHref = usePortalHref();
  const { t } = useText();
  const join = () => {
    props.onLater();
    if (!navigate('/apply')) window.open(portalHref('/apply'), '_top');
  };
  return (
    <ChoiceDialog
      title={t(PERSONAL_MESSAGES.notJoined)}
      text={t(texts.joinToOpen)}
      width={420}
      later={t(texts.later)}
      go={t(texts.joinNow)}
      onLater={props.onLater}
      onGo={join}
    />
  );
}

function NotMember() {
  const { t } = useText();
  const [open, setOpen] = useState(true);
  return (
    <div className="pl-card pc-member">
      <p className="pc-member-title">{t(PERSONAL_MESSAGES.notJoined)}</p>
      <p className="pc-item-meta">{t(texts.membersOnly)}</p>
      <JoinActions join={texts.joinNow} more={texts.aboutRights} moreRoute="/my_rights" />
      <ContactPhone />
      {open ? <JoinPrompt onLater={() => setOpen(false)} /> : null}
    </div>
  );
}

/** My company: create mode, or update mode when the member owns one. */
export function CompanySection() {
  useFormStyles();
  useStyles(PERSONAL_CSS, IMAGE_FIELD_CSS, DIALOG_CSS);
  const { t } = useText();
  const api = useApi();
  const session = useStore($session);
  const userId = session.userId;
  const [company, setCompany] = useState<OwnCompany | null | undefined>(undefined);
  const [form] = useState(createCompanyForm);
  const { values: fields, errors: missing, busy: saving } = useStore(form.$state);
  // the server refused a save for a non-member (the membership ended since the session loaded)
  const [refused, setRefused] = useState(false);
  // the form stays once this user's company is known: an ended session (and the login after it)
  // clears the memberships for a while, and what was typed must not give way to the join prompt
  const member = (useStore($isAssociationMember) || company !== undefined) && !refused;

  const industries =
    useQuery(['directory', 'industries'], (call) => listIndustries(call)).data ?? [];
  // without a user (or for a non-member) it stays loading; a save (`invalidate('personal')`)
  // loads it again
  const own = useQuery(
    ['personal', 'company', userId, member],
    (call) => (userId && member ? getMemberCompany(call, userId) : new Promise<never>(() => {})),
    { fallback: PERSONAL_MESSAGES.getFailed },
  );
  const error = own.error;

  useEffect(() => {
    if (own.status !== 'ready' || own.data === undefined) return;
    setCompany(own.data);
    form.reset(companyFields(own.data));
  }, [own.status, own.data, form]);

  // memberships arrive with the session; until then nothing is decided
  if (!member && session.status === 'valid' && !session.user && session.memberships.length === 0) {
    return <FormSkeleton />;
  }
  if (!member) return <NotMember />;
  if (error) {
    return (
      <div className="pl-card">
        <ErrorState message={error} onRetry={own.retry} />
      </div>
    );
  }
  if (company === undefined || !userId) return <FormSkeleton />;

  const mode = companyMode(company);
  const set = (key: keyof CompanyFields, value: string) => form.set(key, value);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = form.check();
    if (empty) {
      toast.error(t(PERSONAL_MESSAGES.incomplete));
      const first = event.currentTarget.querySelector(`[name="${COMPANY_WIRE[empty]}"]`);
      (first as HTMLElement | null)?.focus();
      return;
    }
    const sent = toCompanyForm(userId, fields, company?.id);
    // a save the server refuses for the session is sent again after the same user logs in
    await sendResuming(
      () => form.sending(() => (company ? updateCompany : addCompany)({ api }, sent)),
      (result) => {
        if (!result.ok && isMembersOnlyError(result.error)) {
          setRefused(true); // the join prompt, as for any non-member
          return;
        }
        if (!result.ok) {
          toast.error(t(errorMessage(result.error, PERSONAL_MESSAGES.updateFailed)));
          return;
        }
        toast.success(
          t(company ? PERSONAL_MESSAGES.companyUpdated : PERSONAL_MESSAGES.companyOpened),
        );
      },
    );
  };

  const invalid = (key: keyof CompanyFields) => key in missing;
  const industryOptions = (
    <>
      <option value="">{t(texts.chooseIndustry)}</option>
      {fields.industry && !industries.some((i) => String(i.id) === fields.industry) ? (
        <option value={fields.industry}>{t(company?.industryName || fields.industry)}</option>
      ) : null}
      {industries.map((i) => (
        <option key={i.id} value={String(i.id)}>
          {t(i.name)}
        </option>
      ))}
    </>
  );
  return (
    <div className="pc-section">
      <form className="pl-card" onSubmit={submit} noValidate aria-label={t(ui.companyDetails)}>
        <p className="pc-mode" style={{ marginBottom: 16 }}>
          {t(mode === 'create' ? texts.noCompanyYet : texts.editCompany)}
        </p>
        <div className="pc-form">
          <FormFields
            specs={FIELDS}
            names={COMPANY_WIRE}
            values={fields}
            invalid={invalid}
            onChange={set}
            options={{ industry: industryOptions }}
          />
        </div>
        {Object.keys(missing).length > 0 ? (
          <p className="field-error" role="alert">
            {t(PERSONAL_MESSAGES.incomplete)}
          </p>
        ) : null}
        <div className="pc-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {t(saving ? ui.submitting : mode === 'create' ? texts.openCompany : ui.saveChanges)}
          </button>
        </div>
        <ContactPhone />
      </form>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="pl-card" aria-busy="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="skeleton" style={{ height: 42, marginTop: i ? 18 : 0 }} />
      ))}
    </div>
  );
}

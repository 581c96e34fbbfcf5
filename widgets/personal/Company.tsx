import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../core/api/errors';
import {
  addCompany,
  getMemberCompany,
  listCompanyIndustries,
  updateCompany,
} from '../../core/api/profile';
import type { MemberCompany } from '../../core/api/wire/personal';
import {
  type CompanyFields,
  companyFields,
  companyMode,
  missingCompanyFields,
} from '../../core/personal/company';
import { PERSONAL_MESSAGES } from '../../core/personal/messages';
import { navigate, portalHref } from '../../core/router/router';
import { $isAssociationMember, $session } from '../../core/session/session';
import { toast } from '../../core/toast/toast';
import { DIALOG_CSS, Dialog } from '../ui/Dialog';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { RequiredMark } from '../ui/RequiredMark';
import { ErrorState } from '../ui/states';
import { useStyles } from '../ui/useStyles';
import { IMAGE_FIELD_CSS, ImageField } from './ImageField';
import * as texts from './messages';
import { ContactPhone, JoinActions } from './Rights';
import { PERSONAL_CSS } from './styles';

type TextKey = Exclude<keyof CompanyFields, 'company_logo' | 'slideshow_img'>;

const TEXT_FIELDS: Array<{
  key: TextKey;
  label: string;
  required: boolean;
  full?: boolean;
  multiline?: boolean;
  type?: string;
}> = [
  { key: 'company_name', label: texts.companyName, required: true, full: true },
  { key: 'field', label: ui.industry, required: true },
  { key: 'phone', label: ui.contactPhone, required: true, type: 'tel' },
  { key: 'email', label: texts.companyEmail, required: false, type: 'email' },
  { key: 'address', label: ui.companyAddress, required: true },
  { key: 'main_businee', label: ui.mainBusiness, required: true, full: true, multiline: true },
];

/** "Not yet joined an association": join now (→ /apply) or later. */
function JoinPrompt(props: { onLater: () => void }) {
  const { t } = useText();
  const join = () => {
    props.onLater();
    if (!navigate('/apply')) window.open(portalHref('/apply'), '_top');
  };
  return (
    <Dialog title={t(PERSONAL_MESSAGES.notJoined)} onClose={props.onLater} width={420}>
      <p style={{ marginBottom: 18 }}>{t(texts.joinToOpen)}</p>
      <div className="pc-actions" style={{ justifyContent: 'flex-end' }}>
        <button type="button" className="btn" onClick={props.onLater}>
          {t(texts.later)}
        </button>
        <button type="button" className="btn btn-primary" onClick={join}>
          {t(texts.joinNow)}
        </button>
      </div>
    </Dialog>
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
  useStyles(PERSONAL_CSS, IMAGE_FIELD_CSS, DIALOG_CSS);
  const { t } = useText();
  const session = useStore($session);
  const member = useStore($isAssociationMember);
  const userId = session.userId;
  const [company, setCompany] = useState<MemberCompany | null | undefined>(undefined);
  const [fields, setFields] = useState<CompanyFields>(companyFields(null));
  const [missing, setMissing] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [industries, setIndustries] = useState<
    Array<{ industry_id: number | string; industry_name: string }>
  >([]);
  const id = useId();

  useEffect(() => {
    let live = true;
    listCompanyIndustries()
      .then((list) => live && setIndustries(list))
      .catch(() => {
        // without the list the select keeps the saved value only
      });
    return () => {
      live = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load (retry)
  useEffect(() => {
    if (!userId || !member) return;
    let live = true;
    setError(null);
    getMemberCompany(userId)
      .then((found) => {
        if (!live) return;
        setCompany(found);
        setFields(companyFields(found));
      })
      .catch((e) => live && setError(errorMessage(e, PERSONAL_MESSAGES.getFailed)));
    return () => {
      live = false;
    };
  }, [userId, member, attempt]);

  // memberships arrive with the session; until then nothing is decided
  if (session.status === 'valid' && !session.user && session.memberships.length === 0) {
    return <FormSkeleton />;
  }
  if (!member) return <NotMember />;
  if (error) {
    return (
      <div className="pl-card">
        <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }
  if (company === undefined || !userId) return <FormSkeleton />;

  const mode = companyMode(company);
  const set = (key: keyof CompanyFields, value: string) => {
    setFields({ ...fields, [key]: value });
    if (missing.includes(key)) setMissing(missing.filter((k) => k !== key));
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = missingCompanyFields(fields);
    if (empty.length > 0) {
      setMissing(empty);
      toast.error(t(PERSONAL_MESSAGES.incomplete));
      const first = event.currentTarget.querySelector(`[name="${empty[0]}"]`) as HTMLElement | null;
      first?.focus();
      return;
    }
    setSaving(true);
    const form = {
      ...fields,
      member_id: userId,
      ...(company ? { company_id: company.company_id } : {}),
    };
    try {
      if (company) {
        await updateCompany(form);
        toast.success(t(PERSONAL_MESSAGES.companyUpdated));
      } else {
        await addCompany(form);
        toast.success(t(PERSONAL_MESSAGES.companyOpened));
      }
      setAttempt((n) => n + 1);
    } catch (e) {
      toast.error(t(errorMessage(e, PERSONAL_MESSAGES.updateFailed)));
    } finally {
      setSaving(false);
    }
  };

  const invalid = (key: string) => missing.includes(key);
  return (
    <div className="pc-section">
      <form className="pl-card" onSubmit={submit} noValidate aria-label={t(ui.companyDetails)}>
        <p className="pc-mode" style={{ marginBottom: 16 }}>
          {t(mode === 'create' ? texts.noCompanyYet : texts.editCompany)}
        </p>
        <div className="pc-form">
          <ImageField
            label={texts.companyLogo}
            prefix="company_logo_"
            required
            invalid={invalid('company_logo')}
            value={fields.company_logo}
            onChange={(url) => set('company_logo', url)}
          />
          <ImageField
            label={texts.coverImage}
            prefix="company_cover_"
            shape="wide"
            value={fields.slideshow_img}
            onChange={(url) => set('slideshow_img', url)}
            hint={texts.coverHint}
          />
          {TEXT_FIELDS.map((f) => {
            const inputId = `${id}-${f.key}`;
            const common = {
              id: inputId,
              name: f.key,
              className: 'input',
              value: fields[f.key],
              required: f.required,
              'aria-invalid': invalid(f.key) ? true : undefined,
            };
            return (
              <div key={f.key} className={f.full ? 'field full' : 'field'}>
                <label htmlFor={inputId}>
                  {t(f.label)}
                  <RequiredMark shown={f.required} />
                </label>
                {f.key === 'field' ? (
                  <select {...common} onChange={(e) => set(f.key, e.currentTarget.value)}>
                    <option value="">{t(texts.chooseIndustry)}</option>
                    {fields.field &&
                    !industries.some((i) => String(i.industry_id) === fields.field) ? (
                      <option value={fields.field}>
                        {t(company?.industry_name ?? fields.field)}
                      </option>
                    ) : null}
                    {industries.map((i) => (
                      <option key={i.industry_id} value={String(i.industry_id)}>
                        {t(i.industry_name)}
                      </option>
                    ))}
                  </select>
                ) : f.multiline ? (
                  <textarea
                    {...common}
                    maxLength={1000}
                    onChange={(e) => set(f.key, e.currentTarget.value)}
                  />
                ) : (
                  <input
                    {...common}
                    type={f.type ?? 'text'}
                    onChange={(e) => set(f.key, e.currentTarget.value)}
                  />
                )}
              </div>
            );
          })}
        </div>
        {missing.length > 0 ? (
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

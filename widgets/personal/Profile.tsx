import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { listAreas } from '../../core/api/directory/reads';
import { errorMessage } from '../../core/api/errors';
import { getMember, MEMBER_WIRE } from '../../core/api/personal/member';
import { type ProfileFields, toMemberUpdate } from '../../core/api/personal/records';
import { updateMember } from '../../core/api/personal/writes';
import { createAddressPicker } from '../../core/personal/address';
import { PERSONAL_MESSAGES } from '../../core/personal/messages';
import { createProfileForm, profileFields } from '../../core/personal/profile';
import { endSession, sendResuming } from '../../core/session/actions';
import { $session, refreshSession } from '../../core/session/session';
import { toast } from '../../core/toast/toast';
import { useFormStyles } from '../ui/form-styles';
import { useText } from '../ui/i18n';
import * as ui from '../ui/messages';
import { useQuery } from '../ui/query';
import { useApi } from '../ui/scope';
import { ErrorState } from '../ui/states';
import { useStyles } from '../ui/useStyles';
import { type FieldSpec, FormFields } from './FormField';
import { IMAGE_FIELD_CSS } from './ImageField';
import * as texts from './messages';
import { PERSONAL_CSS } from './styles';

type TextKey = keyof typeof MEMBER_WIRE;

const AVATAR: Array<FieldSpec<TextKey>> = [
  { key: 'photo', label: texts.avatar, image: { prefix: 'avatar_', shape: 'round' } },
];
const TEXT_FIELDS: Array<FieldSpec<TextKey>> = [
  { key: 'name', label: texts.name, autoComplete: 'name', required: true },
  { key: 'phone', label: ui.phoneNumber, type: 'tel', autoComplete: 'tel' },
  { key: 'email', label: texts.email, type: 'email', autoComplete: 'email' },
  { key: 'wechat', label: ui.wechatId, autoComplete: 'off' },
  {
    key: 'facebook',
    label: 'Facebook',
    placeholder: texts.socialAccount,
    autoComplete: 'off',
  },
];
/** The address and signature, below the region. */
const ADDRESS_FIELDS: Array<FieldSpec<TextKey>> = [
  { key: 'address', label: texts.address, full: true, autoComplete: 'street-address' },
  { key: 'intro', label: texts.signature, full: true, maxLength: 500 },
];

function ProfileSkeleton() {
  return (
    <div className="pl-card" aria-busy="true">
      <div className="skeleton" style={{ height: 96, width: 96, borderRadius: '50%' }} />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="skeleton" style={{ height: 42, marginTop: 18 }} />
      ))}
    </div>
  );
}

/** Personal info: avatar, name, phone, show-contact switch, address, e-mail, chat ids, signature. */
export function ProfileSection() {
  useFormStyles();
  useStyles(PERSONAL_CSS, IMAGE_FIELD_CSS);
  const { t } = useText();
  const api = useApi();
  const session = useStore($session);
  const userId = session.userId;
  const picker = useMemo(
    () => createAddressPicker((parent) => listAreas({ api }, Number(parent))),
    [api],
  );
  const address = useStore(picker.$state);
  const [form] = useState(createProfileForm);
  const { values: fields, errors, busy: saving } = useStore(form.$state);
  const [loaded, setLoaded] = useState(false);
  const id = useId();
  // without a user it stays loading; a save (`invalidate('personal')`) loads it again
  const member = useQuery(
    ['personal', 'member', userId],
    (call) => (userId ? getMember(call, userId) : new Promise<never>(() => {})),
    { fallback: PERSONAL_MESSAGES.getFailed },
  );
  const loadError = member.error;

  useEffect(() => {
    if (member.status !== 'ready' || !member.data) return;
    form.reset(profileFields(member.data));
    setLoaded(true);
    void picker.init(member.data);
  }, [member.status, member.data, form, picker]);

  if (loadError) {
    return (
      <div className="pl-card">
        <ErrorState message={loadError} onRetry={member.retry} />
      </div>
    );
  }
  if (!loaded || !userId) return <ProfileSkeleton />;

  const set = <K extends keyof ProfileFields>(key: K, value: ProfileFields[K]) =>
    form.set(key, value);

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = form.check();
    if (problem) {
      const root = event.currentTarget;
      const input = root.querySelector(`[name="${MEMBER_WIRE[problem]}"]`);
      (input as HTMLElement | null)?.focus();
      return;
    }
    const update = toMemberUpdate(userId, fields, address);
    // a save the server refuses for the session is sent again after the same user logs in
    await sendResuming(
      () => form.sending(() => updateMember({ api }, update)),
      (result) => {
        if (!result.ok) {
          toast.error(t(errorMessage(result.error, PERSONAL_MESSAGES.updateFailed)));
          return;
        }
        toast.success(t(PERSONAL_MESSAGES.updated));
        void refreshSession();
      },
    );
  };

  const signOut = async () => {
    await endSession();
    toast.success(t(PERSONAL_MESSAGES.loggedOut));
  };

  // the two groups of text fields: above the switch, and below the region
  const fieldProps = { names: MEMBER_WIRE, values: fields, errors, onChange: set };

  const levels = [
    {
      key: 'province',
      label: texts.province,
      value: address.provinceId,
      options: address.provinces,
      onChange: (v: string) => void picker.selectProvince(v),
      disabled: address.provinces.length === 0,
    },
    {
      key: 'city',
      label: texts.city,
      value: address.cityId,
      options: address.cities,
      onChange: (v: string) => void picker.selectCity(v),
      disabled: !address.provinceId || address.cities.length === 0,
    },
    {
      key: 'district',
      label: texts.district,
      value: address.areaId,
      options: address.districts,
      onChange: (v: string) => picker.selectDistrict(v),
      disabled: !address.cityId || address.districts.length === 0,
    },
  ];

  return (
    <div className="pc-section">
      <form className="pl-card" onSubmit={save} noValidate aria-label={t(texts.profile)}>
        <FormFields specs={AVATAR} {...fieldProps} />
        <div className="pc-form">
          <FormFields specs={TEXT_FIELDS} {...fieldProps} />
          <div className="field">
            <span className="label" id={`${id}-open`}>
              {t(texts.contactPublic)}
            </span>
            <div className="pc-switch-row">
              <button
                type="button"
                role="switch"
                className="pc-switch"
                aria-checked={fields.contactPublic}
                aria-labelledby={`${id}-open`}
                onClick={() => set('contactPublic', !fields.contactPublic)}
              />
              <span className="pc-switch-text" aria-hidden="true">
                {t(fields.contactPublic ? texts.contactVisible : texts.onlyMe)}
              </span>
            </div>
          </div>
          <fieldset className="field full" style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
            <legend className="label" style={{ padding: 0, marginBottom: 4 }}>
              {t(ui.region)}
            </legend>
            <div className="pc-address">
              {levels.map((level) => (
                <select
                  key={level.key}
                  name={level.key}
                  className="input"
                  aria-label={t(level.label)}
                  value={level.value}
                  disabled={level.disabled}
                  onChange={(e) => level.onChange(e.currentTarget.value)}
                >
                  <option value="">{t(texts.chooseLevel(level.label))}</option>
                  {level.options.map((o) => (
                    <option key={o.id} value={String(o.id)}>
                      {t(o.name)}
                    </option>
                  ))}
                </select>
              ))}
            </div>
            {address.error ? <p className="field-error">{t(address.error)}</p> : null}
          </fieldset>
          <FormFields specs={ADDRESS_FIELDS} {...fieldProps} />
        </div>
        <div className="pc-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {t(saving ? texts.saving : texts.save)}
          </button>
          <button type="button" className="btn pc-logout" onClick={() => void signOut()}>
            {t(ui.logOut)}
          </button>
        </div>
      </form>
    </div>
  );
}

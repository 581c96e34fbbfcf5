import { useState } from 'react';
import { addDemand } from '../../core/api/needs/writes';
import { buildPayload, type DemandType, type NeedFields } from '../../core/needs/form';
import { $loggedIn, $session } from '../../core/session/session';
import { useText } from '../ui/i18n';
import { useApi } from '../ui/scope';
import { Tabs } from '../ui/Tabs';
import * as texts from './messages';
import { NeedForm, sendNeed } from './NeedForm';
import { useNeedsNav } from './shared';

/** Tab 1: purchase and sale/transfer publish forms (loaded lazily with the uploader). */
export default function PublishPanel() {
  const { t } = useText();
  const nav = useNeedsNav();
  const api = useApi();
  const [type, setType] = useState<'0' | '1'>('0');
  // read when it runs: a publish the login interrupted runs again after the login
  const publish = async (demandType: DemandType, fields: NeedFields): Promise<void> => {
    const userId = $session.get().userId;
    const again = () => void publish(demandType, fields);
    if (!$loggedIn.get() || !userId) {
      nav.loginRequired('publish', again);
      return;
    }
    // a publish the server refuses for the session is sent again after the same user logs in
    await sendNeed(
      () => addDemand({ api }, buildPayload(demandType, fields, userId)),
      t,
      (data) => nav.published(data),
    );
  };
  return (
    <div>
      <Tabs<'0' | '1'>
        label={t(texts.needType)}
        idPrefix="nb-pub"
        items={[
          { key: '0', label: t(texts.purchaseOrder) },
          { key: '1', label: t(texts.sellOrTransfer) },
        ]}
        value={type}
        onChange={setType}
      />
      {/* both forms stay mounted: switching keeps what each holds (text, uploads) */}
      {(['0', '1'] as const).map((key) => (
        <div
          key={key}
          role="tabpanel"
          id={key === type ? 'nb-pub-panel' : undefined}
          aria-labelledby={`nb-pub-tab-${key}`}
          hidden={key !== type}
          style={{ paddingTop: 16 }}
        >
          <NeedForm
            type={Number(key) as DemandType}
            part={key === type ? 'form' : null}
            submitLabel={texts.publish}
            onSubmit={(fields) => publish(Number(key) as DemandType, fields)}
          />
        </div>
      ))}
    </div>
  );
}

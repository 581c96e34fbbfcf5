import { useState } from 'react';
import { addDemand } from '../../core/api/demand';
import { errorMessage } from '../../core/api/errors';
import { buildPayload, type DemandType, type NeedFields } from '../../core/needs/form';
import { $loggedIn, $session, retryAfterLogin } from '../../core/session/session';
import { toast } from '../../core/toast/toast';
import { useText } from '../ui/i18n';
import { Tabs } from '../ui/Tabs';
import * as texts from './messages';
import { NeedForm } from './NeedForm';
import { useNeedsNav } from './shared';

/** Tab 1: purchase and sale/transfer publish forms (loaded lazily with the uploader). */
export default function PublishPanel() {
  const { t } = useText();
  const nav = useNeedsNav();
  const [type, setType] = useState<'0' | '1'>('0');
  // read when it runs: a publish the login interrupted runs again after the login
  const publish = async (fields: NeedFields): Promise<void> => {
    const userId = $session.get().userId;
    const again = () => void publish(fields);
    if (!$loggedIn.get() || !userId) {
      nav.loginRequired('publish', again);
      return;
    }
    try {
      const demandType = Number(type) as DemandType;
      const outcome = await addDemand(buildPayload(demandType, fields, userId));
      if (retryAfterLogin(outcome, again)) return;
      if (!outcome.ok) {
        toast.error(t(outcome.message));
        return;
      }
      toast.success(t(texts.published));
      nav.published(outcome.data);
    } catch (error) {
      if (!retryAfterLogin(error, again)) toast.error(t(texts.failedWith(errorMessage(error))));
    }
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
      <div
        role="tabpanel"
        id="nb-pub-panel"
        aria-labelledby={`nb-pub-tab-${type}`}
        style={{ paddingTop: 16 }}
      >
        <NeedForm
          key={type}
          type={Number(type) as DemandType}
          submitLabel={texts.publish}
          onSubmit={publish}
        />
      </div>
    </div>
  );
}

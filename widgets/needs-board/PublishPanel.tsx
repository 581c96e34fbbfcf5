import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { addDemand } from '../../core/api/demand';
import { errorMessage } from '../../core/api/errors';
import { buildPayload, type DemandType } from '../../core/needs/form';
import { $session } from '../../core/session/session';
import { toast } from '../../core/toast/toast';
import { useText } from '../ui/i18n';
import { Tabs } from '../ui/Tabs';
import { NeedForm } from './NeedForm';
import { useNeedsNav } from './shared';

/** Tab 1: purchase and sale/transfer publish forms (loaded lazily with the uploader). */
export default function PublishPanel() {
  const { t } = useText();
  const nav = useNeedsNav();
  const session = useStore($session);
  const [type, setType] = useState<'0' | '1'>('0');
  return (
    <div>
      <Tabs<'0' | '1'>
        label={t('需求類型')}
        idPrefix="nb-pub"
        items={[
          { key: '0', label: t('采購單') },
          { key: '1', label: t('出售/轉讓') },
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
          submitLabel="發佈"
          onSubmit={async (fields) => {
            if (!session.userId) {
              nav.loginRequired('publish');
              return;
            }
            try {
              const outcome = await addDemand(
                buildPayload(Number(type) as DemandType, fields, session.userId),
              );
              if (!outcome.ok) {
                toast.error(t(outcome.message));
                return;
              }
              toast.success(t('發佈成功'));
              nav.published(outcome.data);
            } catch (error) {
              toast.error(t(`失敗：${errorMessage(error)}`));
            }
          }}
        />
      </div>
    </div>
  );
}

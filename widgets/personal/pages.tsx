import type { PageProps } from '../page';
import * as ui from '../ui/messages';
import { CompanySection } from './Company';
import { FavouritesSection } from './Favourites';
import { MessageDetailSection, MessagesSection } from './Messages';
import * as texts from './messages';
import { PersonalLayout } from './PersonalLayout';
import { DocumentSection, UnderDevelopmentSection } from './Placeholders';
import { ProfileSection } from './Profile';
import { RightsSection } from './Rights';

// Portal pages of the personal area: each one is its section inside the personal layout.

export function ProfilePage(_: PageProps) {
  return (
    <PersonalLayout active="/person_center">
      <ProfileSection />
    </PersonalLayout>
  );
}

export function MyCompanyPage(_: PageProps) {
  return (
    <PersonalLayout active="/my_company">
      <CompanySection />
    </PersonalLayout>
  );
}

export function MessagesPage(_: PageProps) {
  return (
    <PersonalLayout active="/my_message">
      <MessagesSection />
    </PersonalLayout>
  );
}

/** `/my_message_details?id=`: no left menu (the router sends a missing id home). */
export function MessageDetailsPage(props: PageProps) {
  return (
    <PersonalLayout
      active="/my_message_details"
      bare
      backTo={{ route: '/my_message', label: ui.myMessages }}
    >
      <MessageDetailSection id={props.query.id ?? ''} />
    </PersonalLayout>
  );
}

export function FavouritesPage(_: PageProps) {
  return (
    <PersonalLayout active="/my_collection">
      <FavouritesSection />
    </PersonalLayout>
  );
}

export function RightsPage(_: PageProps) {
  return (
    <PersonalLayout active="/my_rights">
      <RightsSection />
    </PersonalLayout>
  );
}

export function ActivityPage(_: PageProps) {
  return (
    <PersonalLayout active="/my_activity">
      <UnderDevelopmentSection what={ui.myActivities} />
    </PersonalLayout>
  );
}

export function QuestionnairePage(_: PageProps) {
  return (
    <PersonalLayout active="/my_questionnaire">
      <UnderDevelopmentSection what={ui.myQuestionnaires} />
    </PersonalLayout>
  );
}

export function MyFeePage(_: PageProps) {
  return (
    <PersonalLayout active="/my_fee">
      <UnderDevelopmentSection what={texts.onlinePayment} />
    </PersonalLayout>
  );
}

export function PrivacyPage(_: PageProps) {
  return (
    <PersonalLayout active="/privacy">
      <DocumentSection name="privacy" title={ui.privacyPolicy} />
    </PersonalLayout>
  );
}

export function AgreementPage(_: PageProps) {
  return (
    <PersonalLayout active="/user_agreement">
      <DocumentSection name="user-agreement" title={ui.userAgreement} />
    </PersonalLayout>
  );
}

import type { ComponentType } from 'react';
import { shownPlace } from '../../core/router/router';
import type { PageProps } from '../page';
import * as ui from '../ui/messages';
import { CompanySection } from './Company';
import { FavouritesSection } from './Favourites';
import { MessageDetailSection, MessagesSection } from './Inbox';
import * as texts from './messages';
import { PersonalLayout } from './PersonalLayout';
import { DocumentSection, UnderDevelopmentSection } from './Placeholders';
import { ProfileSection } from './Profile';
import { RightsSection } from './Rights';

// Portal pages of the personal area: each one is its section inside the personal layout.

/** The page of `active`: its section inside the personal layout with the left menu. */
function sectionPage(active: string, Section: ComponentType) {
  return function PersonalPage(_: PageProps) {
    return (
      <PersonalLayout active={active}>
        <Section />
      </PersonalLayout>
    );
  };
}

export const ProfilePage = sectionPage('/person_center', ProfileSection);
export const MyCompanyPage = sectionPage('/my_company', CompanySection);
export const MessagesPage = sectionPage('/my_message', MessagesSection);
/** `/my_collection?shown=`: the favourites shown are in the route (Back from an article). */
export function FavouritesPage({ query }: PageProps) {
  return (
    <PersonalLayout active="/my_collection">
      <FavouritesSection shown={shownPlace(query)} />
    </PersonalLayout>
  );
}
export const RightsPage = sectionPage('/my_rights', RightsSection);
export const ActivityPage = sectionPage('/my_activity', () => (
  <UnderDevelopmentSection what={ui.myActivities} />
));
export const QuestionnairePage = sectionPage('/my_questionnaire', () => (
  <UnderDevelopmentSection what={ui.myQuestionnaires} />
));
export const MyFeePage = sectionPage('/my_fee', () => (
  <UnderDevelopmentSection what={texts.onlinePayment} />
));
export const PrivacyPage = sectionPage('/privacy', () => (
  <DocumentSection name="privacy" title={ui.privacyPolicy} />
));
export const AgreementPage = sectionPage('/user_agreement', () => (
  <DocumentSection name="user-agreement" title={ui.userAgreement} />
));

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

import { useEffect, useState } from 'react';
import type { WidgetHost } from '../define';
import * as ui from '../ui/messages';
import { CompanySection } from './Company';
import { FavouritesSection } from './Favourites';
import { MessageDetailSection, MessagesSection } from './Inbox';
import { PERSONAL_MENU } from './menu';
import * as texts from './messages';
import { PERSONAL_LAYOUT_CSS, PersonalLayout } from './PersonalLayout';
import { DocumentSection, PortalLinkSection, UnderDevelopmentSection } from './Placeholders';
import { ProfileSection } from './Profile';
import { RightsSection } from './Rights';
import { PERSONAL_CSS } from './styles';

/** Props of `<sztx-personal-centre>`. */
export interface PersonalCentreProps {
  /** Initial section: a personal route with or without the slash, e.g. `my_message`. */
  section?: string;
}

/** The route of a section name; unknown names give the profile. */
function sectionRoute(section: string | undefined): string {
  const route = `/${String(section ?? '').replace(/^\/+/, '')}`;
  return PERSONAL_MENU.some((item) => item.route === route) ? route : '/person_center';
}

function Section(props: { route: string; onOpenMessage: (id: string) => void }) {
  switch (props.route) {
    case '/my_company':
      return <CompanySection />;
    case '/my_message':
      return <MessagesSection onOpen={props.onOpenMessage} />;
    case '/my_collection':
      return <FavouritesSection />;
    case '/my_rights':
      return <RightsSection />;
    case '/my_need':
      return <PortalLinkSection route="/my_need" text={texts.needsInPortal} />;
    case '/my_activity':
      return <UnderDevelopmentSection what={ui.myActivities} />;
    case '/my_questionnaire':
      return <UnderDevelopmentSection what={ui.myQuestionnaires} />;
    case '/my_fee':
      return <UnderDevelopmentSection what={texts.onlinePayment} />;
    case '/privacy':
      return <DocumentSection name="privacy" title={ui.privacyPolicy} />;
    case '/user_agreement':
      return <DocumentSection name="user-agreement" title={ui.userAgreement} />;
    default:
      return <ProfileSection />;
  }
}

/**
 * The personal centre as one element: the menu switches sections in place (it never
 * changes the partner page's URL); links to other portal pages open the portal.
 */
export function PersonalCentre(props: PersonalCentreProps & Partial<WidgetHost>) {
  const [route, setRoute] = useState(() => sectionRoute(props.section));
  const [message, setMessage] = useState<string | null>(null);
  const { emit } = props;

  useEffect(() => {
    setRoute(sectionRoute(props.section));
    setMessage(null);
  }, [props.section]);

  const go = (next: string) => {
    setMessage(null);
    setRoute(sectionRoute(next));
    emit?.('sztx-section', { section: next.replace(/^\//, '') });
  };

  if (message) {
    return (
      <PersonalLayout
        active="/my_message_details"
        bare
        backTo={{ route: '/my_message', label: ui.myMessages }}
        onNavigate={go}
      >
        <MessageDetailSection id={message} />
      </PersonalLayout>
    );
  }
  return (
    <PersonalLayout active={route} onNavigate={go}>
      <Section route={route} onOpenMessage={setMessage} />
    </PersonalLayout>
  );
}

/** Styles of the element (the layout and sections also add theirs when they render). */
export const PERSONAL_CENTRE_CSS = [PERSONAL_LAYOUT_CSS, PERSONAL_CSS];

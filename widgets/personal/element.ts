import { defineWidget } from '../define';
import { PERSONAL_CENTRE_CONTRACT } from './contract';
import { PERSONAL_CENTRE_CSS, PersonalCentre } from './PersonalCentre';

/** Registers `<sztx-personal-centre>`. */
export const PersonalCentreElement = defineWidget(
  PERSONAL_CENTRE_CONTRACT,
  PersonalCentre,
  PERSONAL_CENTRE_CSS,
);

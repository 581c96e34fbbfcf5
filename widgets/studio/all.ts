// Every widget's scenarios (widgets/<area>/scenarios.ts), for the studio and the e2e suite.
// Listed by hand, not globbed: the Playwright suite reads this file too.
import { APPLY_FORM_SCENARIOS } from '../apply/scenarios';
import { COURSES_SCENARIOS, POLICY_FILES_SCENARIOS } from '../content/embeds/scenarios';
import { DIRECTORY_SCENARIOS } from '../directory/scenarios';
import { NEEDS_BOARD_SCENARIOS } from '../needs-board/scenarios';
import { NEWS_FEED_SCENARIOS } from '../news-feed/scenarios';
import { PERSONAL_CENTRE_SCENARIOS } from '../personal/scenarios';
import { PORTAL_SCENARIOS } from '../portal/scenarios';
import type { WidgetScenario, WidgetScenarios } from './scenario';

export const ALL_SCENARIOS: readonly WidgetScenarios[] = [
  APPLY_FORM_SCENARIOS,
  COURSES_SCENARIOS,
  DIRECTORY_SCENARIOS,
  NEEDS_BOARD_SCENARIOS,
  NEWS_FEED_SCENARIOS,
  PERSONAL_CENTRE_SCENARIOS,
  POLICY_FILES_SCENARIOS,
  PORTAL_SCENARIOS,
];

/** The scenarios of the element `tag` (none when it has no file). */
export function scenariosOf(tag: string): readonly WidgetScenario[] {
  return ALL_SCENARIOS.find((s) => s.tag === tag)?.scenarios ?? [];
}

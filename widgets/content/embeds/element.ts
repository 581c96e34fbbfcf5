import { defineWidget } from '../../define';
import { Courses, EMBED_LISTS_CSS, PolicyFiles } from './ContentLists';
import { COURSES_CONTRACT, POLICY_FILES_CONTRACT } from './contract';

/** Registers `<sztx-policy-files>`. */
export const PolicyFilesElement = defineWidget(POLICY_FILES_CONTRACT, PolicyFiles, [
  EMBED_LISTS_CSS,
]);
/** Registers `<sztx-courses>`. */
export const CoursesElement = defineWidget(COURSES_CONTRACT, Courses, [EMBED_LISTS_CSS]);

import { LessonPage } from './CoursePage';

export default LessonPage;

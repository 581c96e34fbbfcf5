import { useStore } from '@nanostores/react';
import { type CourseDetail, getCourse, getLesson } from '../../../core/api/content/readers';
import { $session } from '../../../core/session/session';
import type { PageProps } from '../../page';
import { Paywall } from '../../paid/Paywall';
import { useGated } from '../../paid/useGated';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { MissingState } from '../../ui/missing';
import { usePortalHref } from '../../ui/scope';
import { ErrorState } from '../../ui/states';
import * as texts from '../messages';
import { priceText } from '../parts/common';
import { MemberFree, paidItem, ReaderBody, ReaderPage, VideoPlayer } from '../parts/reader';

/** The course `id` for the signed-in user (a bought course comes unlocked). */
function useCourse(id: string | undefined) {
  const userId = useStore($session).userId;
  const course = useGated(['content', 'course', id, userId], (call) =>
    getCourse(call, id ?? '', userId),
  );
  return { userId, course };
}

/** What buying a course sells. */
const courseItem = (c: CourseDetail) => paidItem(11, c.id, c.price, c.name);

/** Whether the paid lessons play for this reader (bought, a package, or membership). */
const opened = (c: CourseDetail, locked: boolean) => !locked && Number(c.price) > 0;

function Lessons(props: { course: CourseDetail; current?: string; unlocked: boolean }) {
  const portalHref = usePortalHref();
  const { t } = useText();
  const { lessons } = props.course;
  const badge = (free: boolean) =>
    free ? texts.free : props.unlocked ? texts.unlocked : texts.paid;
  return (
    <aside className="ct-card rd-side" aria-labelledby="rd-lessons">
      <h2 id="rd-lessons">
        {t(texts.lessonList)}
        {texts.openParen}
        {lessons.length}
        {texts.closeParen}
      </h2>
      <ol className="rd-lessons">
        {lessons.map((l, i) => (
          <li key={l.id}>
            <a
              className="rd-lesson"
              href={portalHref(`/course_details/${props.course.id}/${l.id}`)}
              aria-current={props.current === String(l.id) ? 'page' : undefined}
            >
              <span>
                {i + 1}. {t(l.name)}
              </span>
              <span className={`rd-badge ${l.free || props.unlocked ? 'rd-badge-free' : ''}`}>
                {t(badge(l.free))}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** `/course/{id}`: player of the first lesson, description, price or free, lesson list. */
export default function CoursePage({ params }: PageProps) {
  const portalHref = usePortalHref();
  const { t } = useText();
  const { course } = useCourse(params.id);
  return (
    <ReaderPage
      state={course}
      title={(c) => c.name}
      meta={(c) => {
        const price = priceText(c.price);
        return (
          <>
            <span className={price.free ? 'ct-free' : 'ct-price'}>{t(price.text)}</span>
            <MemberFree price={c.price} locked={course.locked} />
            <span>
              {t(ui.total)} {c.lessons.length} {t(texts.lessons)}
            </span>
          </>
        );
      }}
      content={(c) => {
        const first = c.lessons.find((l) => l.free && l.videoUrl);
        const trial = c.lessons.find((l) => l.free);
        return (
          <>
            {first ? <VideoPlayer src={first.videoUrl} title={first.name} rates /> : null}
            <ReaderBody
              html={c.description ? `<p>${c.description.replace(/[<>&]/g, '')}</p>` : ''}
            />
            <Paywall
              locked={course.locked}
              item={courseItem(c)}
              check={course.refetch}
              prompt={texts.buyToWatchAll}
            >
              {null}
            </Paywall>
            {course.locked && trial ? (
              <a
                className="btn btn-ghost rd-trial"
                href={portalHref(`/course_details/${c.id}/${trial.id}`)}
              >
                {t(texts.freeTrial)}
              </a>
            ) : null}
          </>
        );
      }}
      aside={(c) => <Lessons course={c} unlocked={opened(c, course.locked)} />}
    />
  );
}

/** Previous and next lesson of the course, under the player. */
function LessonNav(props: { course: CourseDetail; current: string }) {
  const portalHref = usePortalHref();
  const { t } = useText();
  const { lessons, id } = props.course;
  const at = lessons.findIndex((l) => String(l.id) === props.current);
  if (at < 0) return null;
  const prev = lessons[at - 1];
  const next = lessons[at + 1];
  return (
    <nav className="rd-lesson-nav" aria-label={t(texts.lessonNavigation)}>
      {prev ? (
        <a
          className="btn btn-ghost"
          href={portalHref(`/course_details/${id}/${prev.id}`)}
          rel="prev"
        >
          ‹ {t(texts.previousLesson)}
          {ui.colon}
          {t(prev.name)}
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a
          className="btn btn-ghost"
          href={portalHref(`/course_details/${id}/${next.id}`)}
          rel="next"
        >
          {t(texts.nextLesson)}
          {ui.colon}
          {t(next.name)} ›
        </a>
      ) : null}
    </nav>
  );
}

/** `/course_details/{course_id}/{kpiont_id}`: the lesson player (free lessons play). */
export function LessonPage({ params }: PageProps) {
  const portalHref = usePortalHref();
  const { t } = useText();
  const { userId, course } = useCourse(params.course_id);
  const lesson = useGated(['content', 'lesson', params.kpiont_id, userId], (call) =>
    getLesson(call, params.kpiont_id ?? '', userId),
  );
  const l = lesson.data;
  return (
    <ReaderPage
      state={course}
      meta={(c) => <a href={portalHref(`/course/${c.id}`)}>‹ {t(c.name)}</a>}
      content={(c) =>
        lesson.status === 'error' ? (
          <ErrorState message={lesson.error ?? ui.loadFailedShort} onRetry={lesson.retry} />
        ) : lesson.missing ? (
          <MissingState back={`/course/${c.id}`} />
        ) : l ? (
          <>
            <h1 className="rd-title">{t(l.name)}</h1>
            <Paywall
              locked={lesson.locked}
              autoStart
              item={courseItem(c)}
              check={async (signal) => {
                const unlocked = await lesson.refetch(signal);
                if (unlocked) course.refetch(signal).catch(() => {});
                return unlocked;
              }}
              prompt={texts.paidLesson}
            >
              {lesson.locked ? null : l.videoUrl ? (
                <VideoPlayer key={String(l.id)} src={l.videoUrl} title={l.name} rates />
              ) : (
                <p className="rd-video-error">{t(texts.noVideo)}</p>
              )}
            </Paywall>
            <LessonNav course={c} current={String(l.id)} />
          </>
        ) : (
          <div className="skeleton" style={{ height: 320 }} />
        )
      }
      aside={(c) => (
        <Lessons course={c} current={params.kpiont_id} unlocked={opened(c, course.locked)} />
      )}
    />
  );
}

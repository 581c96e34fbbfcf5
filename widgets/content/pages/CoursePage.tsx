import { useStore } from '@nanostores/react';
import { getCourse, getLesson } from '../../../core/api/content';
import type { Course } from '../../../core/api/wire/content';
import { portalHref } from '../../../core/router/router';
import { $session } from '../../../core/session/session';
import type { PageProps } from '../../page';
import { Paywall } from '../../paid/Paywall';
import { useGated } from '../../paid/useGated';
import { useText } from '../../ui/i18n';
import * as ui from '../../ui/messages';
import { ErrorState } from '../../ui/states';
import { useStyles } from '../../ui/useStyles';
import * as texts from '../messages';
import { CONTENT_CSS, priceText } from '../parts/common';
import { Reader, ReaderBody, VideoPlayer } from '../parts/reader';

function useUserId(): string | null {
  return useStore($session).userId;
}

function Lessons(props: { course: Course; current?: string }) {
  const { t } = useText();
  const lessons = props.course.tshCourseKpointList ?? [];
  return (
    <aside className="ct-card rd-side" aria-labelledby="rd-lessons">
      <h2 id="rd-lessons">
        {t(texts.lessonList)}
        {texts.openParen}
        {lessons.length}
        {texts.closeParen}
      </h2>
      <ol className="rd-lessons">
        {lessons.map((l, i) => {
          const free = Number(l.is_free) === 1;
          return (
            <li key={l.kpiont_id}>
              <a
                className="rd-lesson"
                href={portalHref(`/course_details/${props.course.course_id}/${l.kpiont_id}`)}
                aria-current={props.current === String(l.kpiont_id) ? 'page' : undefined}
              >
                <span>
                  {i + 1}. {t(l.name)}
                </span>
                <span className={`rd-badge ${free ? 'rd-badge-free' : ''}`}>
                  {t(free ? texts.free : texts.paid)}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}

/** `/course/{id}`: player of the first lesson, description, price or free, lesson list. */
export default function CoursePage({ params }: PageProps) {
  useStyles(CONTENT_CSS);
  const { t } = useText();
  const userId = useUserId();
  const state = useGated(
    (signal) => getCourse(params.id ?? '', userId, { signal }),
    [params.id, userId],
  );
  return (
    <Reader state={state}>
      {(c) => {
        const price = priceText(c.current_price);
        const first = c.tshCourseKpointList?.find((l) => Number(l.is_free) === 1 && l.video_url);
        return (
          <div className="rd-layout">
            <article className="ct-card rd-card">
              <h1 className="rd-title">{t(c.course_name)}</h1>
              <p className="rd-meta">
                <span className={price.free ? 'ct-free' : 'ct-price'}>{t(price.text)}</span>
                <span>
                  {t(ui.total)} {c.tshCourseKpointList?.length ?? 0} {t(texts.lessons)}
                </span>
              </p>
              {first?.video_url ? (
                <VideoPlayer src={first.video_url} title={first.name} rates />
              ) : null}
              <ReaderBody
                html={c.description ? `<p>${c.description.replace(/[<>&]/g, '')}</p>` : ''}
              />
              <Paywall
                locked={state.locked}
                item={{
                  resourceId: c.course_id,
                  orderType: 11,
                  price: c.current_price ?? 0,
                  title: c.course_name,
                }}
                check={state.refetch}
                prompt={texts.buyToWatchAll}
              >
                {null}
              </Paywall>
            </article>
            <Lessons course={c} />
          </div>
        );
      }}
    </Reader>
  );
}

/** `/course_details/{course_id}/{kpiont_id}`: the lesson player (free lessons play). */
export function LessonPage({ params }: PageProps) {
  useStyles(CONTENT_CSS);
  const { t } = useText();
  const userId = useUserId();
  const course = useGated(
    (signal) => getCourse(params.course_id ?? '', userId, { signal }),
    [params.course_id, userId],
  );
  const lesson = useGated(
    (signal) => getLesson(params.kpiont_id ?? '', userId, { signal }),
    [params.kpiont_id, userId],
  );
  return (
    <Reader state={course}>
      {(c) => (
        <div className="rd-layout">
          <article className="ct-card rd-card">
            <p className="rd-meta">
              <a href={portalHref(`/course/${c.course_id}`)}>‹ {t(c.course_name)}</a>
            </p>
            {lesson.status === 'error' ? (
              <ErrorState message={lesson.error ?? ui.loadFailedShort} onRetry={lesson.retry} />
            ) : lesson.data ? (
              <>
                <h1 className="rd-title">{t(lesson.data.name)}</h1>
                <Paywall
                  locked={lesson.locked}
                  autoStart
                  item={{
                    resourceId: c.course_id,
                    orderType: 11,
                    price: c.current_price ?? 0,
                    title: c.course_name,
                  }}
                  check={async (signal) => {
                    const unlocked = await lesson.refetch(signal);
                    if (unlocked) course.refetch(signal).catch(() => {});
                    return unlocked;
                  }}
                  prompt={texts.paidLesson}
                >
                  {lesson.locked ? null : lesson.data.video_url ? (
                    <VideoPlayer
                      key={String(lesson.data.kpiont_id)}
                      src={lesson.data.video_url}
                      title={lesson.data.name}
                      rates
                    />
                  ) : (
                    <p className="rd-video-error">{t(texts.noVideo)}</p>
                  )}
                </Paywall>
              </>
            ) : (
              <div className="skeleton" style={{ height: 320 }} />
            )}
          </article>
          <Lessons course={c} current={params.kpiont_id} />
        </div>
      )}
    </Reader>
  );
}

import { atom, type ReadableAtom } from 'nanostores';
import { errorMessage } from '../api/errors';
import { getNotice, listNotices } from '../api/notice';
import type { Notice } from '../api/types';
import { refreshUnread } from '../session/session';

/** The message list of the personal centre. */
export interface NoticeListState {
  items: Notice[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

/** A message is unread while `isread` is 0. */
export function isUnread(notice: Pick<Notice, 'isread'>): boolean {
  return Number(notice.isread) === 0;
}

/** The message list store of one user. */
export interface NoticeList {
  $state: ReadableAtom<NoticeListState>;
  load(): Promise<void>;
}

/** Loads `notice/list/{userId}/ZB`. */
export function createNoticeList(userId: string): NoticeList {
  const $state = atom<NoticeListState>({ items: [], status: 'idle', error: null });
  return {
    $state,
    async load() {
      $state.set({ ...$state.get(), status: 'loading', error: null });
      try {
        const items = await listNotices(userId);
        $state.set({ items, status: 'ready', error: null });
      } catch (error) {
        $state.set({ items: [], status: 'error', error: errorMessage(error, '消息載入失敗') });
      }
    },
  };
}

/** Opens a message (the server marks it read), then refreshes the header's unread badge. */
export async function openNotice(id: string, userId: string): Promise<Notice> {
  const notice = await getNotice(id, userId);
  await refreshUnread();
  return notice;
}

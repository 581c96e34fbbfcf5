// The preview's log: the widget's events, its requests and what the studio did, newest first.
import { useCallback, useRef, useState } from 'react';
import * as texts from './messages';
import type { LogEntry } from './scenario';

/** Adds a line to the log. */
export type AddLog = (kind: LogEntry['kind'], text: string) => void;

/** The log's lines (the last 200), a stable `addLog` and `clearLog`. */
export function useEventLog() {
  const [log, setLog] = useState<LogEntry[]>([]);
  const nextId = useRef(1);
  const addLog = useCallback<AddLog>((kind, text) => {
    const time = new Date().toLocaleTimeString('zh-TW', { hour12: false });
    setLog((entries) => [{ id: nextId.current++, time, kind, text }, ...entries].slice(0, 200));
  }, []);
  const clearLog = useCallback(() => setLog([]), []);
  return { log, addLog, clearLog };
}

/** The log's section of the side panel. */
export function EventLog(props: { log: LogEntry[]; onClear: () => void }) {
  return (
    <section aria-labelledby="log-h">
      <h2 id="log-h">
        {texts.eventsAndRequests}{' '}
        <button type="button" onClick={props.onClear}>
          {texts.clear}
        </button>
      </h2>
      <ol className="log" aria-live="polite">
        {props.log.map((entry) => (
          <li key={entry.id} className={`log-${entry.kind}`}>
            <time>{entry.time}</time> <span>{entry.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

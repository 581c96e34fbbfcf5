// A widget's named states ("scenarios", like stories): declared as data beside each widget
// (widgets/<area>/scenarios.ts), listed and applied by the preview studio and run one by one by
// the e2e suite (tests/e2e/scenarios.spec.ts). Imported only by the harness and the tests, never
// by an element or an embed entry.
import * as texts from './messages';

/** A simulated server answer for `/api/v2` requests whose URL matches `path` (a regex source). */
export interface FaultSpec {
  path: string;
  status?: number;
  delayMs?: number;
  body?: string;
  times?: number;
}

/** The seeded accounts a scenario can be logged in as (the studio's ACCOUNTS). */
export type AccountKey = 'none' | 'association' | 'ordinary';

/**
 * One thing done in the widget once it is on the page. `click`, `fill` and `wait` name a CSS
 * selector, looked up in the page and every open shadow root (the widget's, the overlay's);
 * `text`, when given, keeps only elements whose text contains it. Each step waits for its
 * element first.
 */
export type Step =
  | { click: string; text?: string }
  | { fill: string; value: string }
  | { wait: string; text?: string };

export interface WidgetScenario {
  /** An identifier (kebab-case): in the studio URL and the test titles. */
  name: string;
  /** What the studio shows (from the area's messages.ts). */
  label: string;
  attrs?: Readonly<Record<string, string>>;
  /** Default 'none' (logged out). */
  account?: AccountKey;
  /** Default 't' (Traditional). */
  lang?: 't' | 's';
  /** Default 1280. */
  viewport?: 1280 | 768 | 375;
  faults?: readonly FaultSpec[];
  steps?: readonly Step[];
  /** A CSS selector (looked up like a step's) of what the scenario shows once applied. */
  shows: string;
}

/** The scenarios of one element. */
export interface WidgetScenarios {
  tag: string;
  scenarios: readonly WidgetScenario[];
}

/** Every `/api/v2` request answers the simulated 500. */
export const SERVER_ERROR: FaultSpec = {
  path: '/api/v2/',
  status: 500,
  body: texts.serverErrorBody,
};
/** Every `/api/v2` request takes 3 s. */
export const SLOW: FaultSpec = { path: '/api/v2/', delayMs: 3000 };
/** Every `/api/v2` request answers JSON cut short. */
export const MALFORMED: FaultSpec = {
  path: '/api/v2/',
  status: 200,
  body: '{"code": "200", "data": [',
};
/** Requests matching `path` wait 20 s: the loading state stays on screen. */
const stalled = (path: string): FaultSpec => ({ path, delayMs: 20_000 });
/** Requests matching `path` answer `data` in a success envelope. */
export const answers = (path: string, data: unknown): FaultSpec => ({
  path,
  status: 200,
  body: JSON.stringify({ code: '200', msg: '', data }),
});

// The states most widgets have, alike but for what they show once applied.

/** Requests matching `path` stalled: the widget's loading state (`shows`) stays on screen. */
export const loading = (path: string, shows = '.skeleton'): WidgetScenario => ({
  name: 'loading',
  label: texts.scenarioLoading,
  faults: [stalled(path)],
  shows,
});
/** Every `/api/v2` request answers the simulated 500: the widget shows its error. */
export const serverError: WidgetScenario = {
  name: 'server-error',
  label: texts.scenarioServerError,
  faults: [SERVER_ERROR],
  shows: '[part="error"]',
};
/** Every `/api/v2` request answers JSON cut short: the widget shows its error. */
export const malformed: WidgetScenario = {
  name: 'malformed',
  label: texts.scenarioMalformed,
  faults: [MALFORMED],
  shows: '[part="error"]',
};
/** In Simplified Chinese (`more`: e.g. the account it is logged in as). */
const simplified = (shows: string, more?: Partial<WidgetScenario>): WidgetScenario => ({
  name: 'simplified',
  label: texts.scenarioSimplified,
  lang: 's',
  shows,
  ...more,
});
/** At a phone's width (`more`: e.g. the account it is logged in as). */
const mobile = (shows: string, more?: Partial<WidgetScenario>): WidgetScenario => ({
  name: 'mobile',
  label: texts.scenarioMobile,
  viewport: 375,
  shows,
  ...more,
});
/** A state reached by attributes alone (logged out), showing `shows`. */
export const withAttrs = (
  name: string,
  label: string,
  attrs: Readonly<Record<string, string>>,
  shows: string,
): WidgetScenario => ({ name, label, attrs, shows });

/**
 * The scenarios of the element `tag`: its own, then in Simplified Chinese and at a phone's
 * width, both showing `shows` (`more`: e.g. the account both are logged in as).
 */
export const widgetScenarios = (
  tag: string,
  shows: string,
  own: readonly WidgetScenario[],
  more?: Partial<WidgetScenario>,
): WidgetScenarios => ({ tag, scenarios: [...own, simplified(shows, more), mobile(shows, more)] });

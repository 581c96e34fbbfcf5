import { describe, expect, it } from 'vitest';
import { NEEDS_BOARD_SCENARIOS } from '../../widgets/needs-board/scenarios';
import { answers, SERVER_ERROR } from '../../widgets/studio/scenario';
import { applyNamed, faultKeyOf, readScenario, type Scenario, scenarioQuery } from './scenario';
import { deepQueryAll, runSteps } from './steps';

const base: Scenario = {
  widget: 'news-feed',
  attrs: {},
  viewport: 1280,
  lang: 't',
  build: 'preact',
  account: 'none',
  faults: [],
  cancelEvents: false,
};

describe('scenario URL', () => {
  it('defaults to the Preact build, logged out, no fault, events let through', () => {
    const s = readScenario('?widget=needs-board');
    expect(s).toMatchObject({ build: 'preact', account: 'none', faults: [], cancelEvents: false });
  });

  it('keeps account, faults (offered or custom), events and the named scenario', () => {
    for (const s of [
      { ...base, account: 'association' as const, faults: [SERVER_ERROR], named: 'server-error' },
      {
        ...base,
        widget: 'needs-board',
        account: 'ordinary' as const,
        faults: [answers('demand/list', '{"data":[],"total":0}')],
        cancelEvents: true,
        build: 'react' as const,
        attrs: { 'page-size': '3' },
      },
    ]) {
      expect(readScenario(`?${scenarioQuery(s)}`)).toEqual(s);
    }
    expect(scenarioQuery({ ...base, faults: [SERVER_ERROR] })).toContain('fault=error');
    expect(faultKeyOf([answers('x', 1)])).toBe('custom');
    expect(readScenario('?faults=not-json&account=root').faults).toEqual([]);
    expect(readScenario('?account=root').account).toBe('none');
  });

  it('applying a named scenario takes its state and keeps the build and event choice', () => {
    const publish = NEEDS_BOARD_SCENARIOS.scenarios.find((s) => s.name === 'publish-errors')!;
    const applied = applyNamed(
      { ...base, build: 'react', cancelEvents: true },
      'needs-board',
      publish,
    );
    expect(applied).toEqual({
      widget: 'needs-board',
      attrs: { 'initial-tab': 'publish' },
      viewport: 1280,
      lang: 't',
      build: 'react',
      account: 'association',
      faults: [],
      cancelEvents: true,
      named: 'publish-errors',
    });
  });
});

describe('scenario steps', () => {
  it('find elements inside shadow roots, click and fill them', async () => {
    document.body.innerHTML = '<div id="host"></div>';
    const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<input name="title"><button type="button">Go</button><p hidden>x</p>';
    let clicked = 0;
    shadow.querySelector('button')!.addEventListener('click', () => clicked++);
    expect(deepQueryAll(document, 'button')).toHaveLength(1);
    const failed = await runSteps(document, [
      { fill: 'input[name="title"]', value: 'Chairs' },
      { click: 'button', text: 'Go' },
    ]);
    expect(failed).toBeNull();
    expect(clicked).toBe(1);
    expect(shadow.querySelector('input')!.value).toBe('Chairs');
  });
});

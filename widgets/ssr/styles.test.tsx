// @vitest-environment node
// A server render's styles (no effect runs there, no shadow root): the sink takes each
// component's CSS as it renders, in the order a shadow root would hold it.
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../testing/render-html';
import { collectStyles, StyleRootContext, useEarlyStyles, useStyles } from '../ui/useStyles';

const Own = ({ css }: { css: string }) => {
  useStyles(css);
  return <p>{css}</p>;
};
const Form = () => {
  useEarlyStyles('.field{}');
  return <Own css=".own{}" />;
};

describe('server styles', () => {
  it("collects every rendered component's styles once: base, early, then in render order", () => {
    const sink = collectStyles(['.base{}']);
    const html = renderHtml(
      <StyleRootContext.Provider value={sink}>
        <Own css=".list{}" />
        <Form />
        <Own css=".list{}" />
        <Own css=".base{}" />
      </StyleRootContext.Provider>,
    );
    expect(html).toContain('.own{}');
    expect(sink.css()).toEqual(['.base{}', '.field{}', '.list{}', '.own{}']);
  });
});

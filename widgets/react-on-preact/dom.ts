// React's DOM behaviours the widgets rely on, over Preact's core (what preact/compat does, minus
// what no widget uses): onChange on text fields fires on every keystroke, onFocus/onBlur bubble,
// onDoubleClick, camelCase SVG presentation attributes (strokeWidth → stroke-width), null values
// unset, and a controlled textarea keeps its value.
import { options, type VNode } from 'preact';

/**
 * The camelCase SVG attributes React writes dashed (strokeWidth → stroke-width), of the families
 * the widgets use: preact/compat's list has all 35 (`COMPAT_CAMEL_PROPS` in the test), and a test
 * fails when a widget uses one this leaves out.
 */
export const CAMEL_PROPS = /^(?:clip(?!PathU)|fill|font|stop|stroke|text(?!L))[A-Z]/;
const ON_ANI = /^on(Ani|Tra|Tou|BeforeInp|Compo)/;

function normalize(vnode: VNode<Record<string, unknown>>): void {
  const { props, type } = vnode as VNode<Record<string, unknown>> & { type: string };
  const normalized: Record<string, unknown> = {};
  const dashed = type.includes('-');
  for (let name in props) {
    let value = props[name];
    let lower = name.toLowerCase();
    if (lower[0] === 'o' && lower[1] === 'n') {
      if (lower === 'ondoubleclick') name = 'ondblclick';
      else if (
        lower === 'onchange' &&
        (type === 'input' || type === 'textarea') &&
        !/fil|che|rad/.test(String(props.type))
      )
        lower = name = 'oninput';
      else if (lower === 'onfocus') name = 'onfocusin';
      else if (lower === 'onblur') name = 'onfocusout';
      else if (ON_ANI.test(name)) name = lower;
    } else if (!dashed && CAMEL_PROPS.test(name)) {
      name = name.replace(/[A-Z0-9]/g, '-$&').toLowerCase();
    } else if (value === null) {
      value = undefined;
    }
    // onChange and onInput on one field: both run
    if (lower === 'oninput') {
      name = normalized.oninput ? 'oninputCapture' : 'oninput';
    }
    normalized[name] = value;
  }
  vnode.props = normalized as typeof vnode.props;
}

const previousVnode = options.vnode;
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string') normalize(vnode as VNode<Record<string, unknown>>);
  previousVnode?.(vnode);
};

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  previousDiffed?.(vnode);
  const props = vnode.props as { value?: string | null };
  const dom = (vnode as unknown as { __e?: HTMLTextAreaElement | null }).__e;
  if (dom && vnode.type === 'textarea' && 'value' in props && props.value !== dom.value) {
    dom.value = props.value ?? '';
  }
};

// XSS vectors for the Chromium test (tests/e2e/xss.spec.ts). Each one, if it ever ran, would
// call `top.__xss(<n>)`; the test records the calls. The list covers script tags, event
// handlers, javascript: and data: URLs, SVG and MathML, style, forms, meta/base, iframes and
// mutation XSS (markup that changes meaning when re-parsed).
const hit = (n: number) => `top.__xss(${n})`;

export const VECTORS: string[] = [
  `<script>${hit(1)}</script>`,
  `<img src=x onerror="${hit(2)}">`,
  `<IMG SRC=x OnErRoR="${hit(3)}">`,
  `<img/src=x/onerror=${hit(4)}>`,
  `<svg onload="${hit(5)}"><circle r=4 /></svg>`,
  `<svg><animate onbegin="${hit(6)}" attributeName=x dur=1s /></svg>`,
  `<svg><script>${hit(7)}</script></svg>`,
  `<body onload="${hit(8)}">`,
  `<a id=x9 href="javascript:${hit(9)}">連結</a>`,
  `<a id=x10 href="jav&#x09;ascript:${hit(10)}">連結</a>`,
  `<a id=x11 href="data:text/html,<script>${hit(11)}</script>">連結</a>`,
  `<iframe srcdoc="<script>${hit(12)}</script>"></iframe>`,
  `<iframe src="javascript:${hit(13)}"></iframe>`,
  `<object data="javascript:${hit(14)}"></object>`,
  `<embed src="javascript:${hit(15)}">`,
  `<details open ontoggle="${hit(16)}"><summary>x</summary></details>`,
  `<input autofocus onfocus="${hit(17)}">`,
  `<video><source onerror="${hit(18)}"></video>`,
  `<audio src=x onerror="${hit(19)}"></audio>`,
  `<marquee onstart="${hit(20)}">x</marquee>`,
  `<form action="javascript:${hit(21)}"><button id=x21>送出</button></form>`,
  `<button formaction="javascript:${hit(22)}" id=x22>按</button>`,
  `<math><mtext><a id=x23 href="javascript:${hit(23)}">x</a></mtext></math>`,
  `<style>@import 'javascript:${hit(24)}';</style>`,
  `<div style="background:url(javascript:${hit(25)})">x</div>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${hit(26)}">`,
  `<base href="javascript:${hit(27)}//">`,
  `<noscript><p title="</noscript><img src=x onerror=${hit(28)}>"></noscript>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${hit(29)}>">`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${hit(30)}&gt;">`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${hit(31)} src>">`,
  `<!--><img src=x onerror=${hit(32)}>-->`,
  `<template><img src=x onerror=${hit(33)}></template>`,
  `<img src="x" onerror="&#116;op.__xss(34)">`,
  `<svg><a xlink:href="javascript:${hit(35)}"><text x=0 y=20>x</text></a></svg>`,
  `<a id=x36 href="  javascript:${hit(36)}">空格</a>`,
  `<isindex type=image src=1 onerror=${hit(37)}>`,
  `<img src=x onerror=${hit(38)}//`,
  `<table background="javascript:${hit(39)}"><tr><td>x</td></tr></table>`,
  `<link rel=stylesheet href="javascript:${hit(40)}">`,
];

/** Every vector in one rich-text body, with a paragraph that must survive. */
export const CORPUS_HTML = `<p id="survivor">安全段落</p>${VECTORS.join('')}`;

/** For plain-text fields (titles, names): shown as text, never parsed as markup. */
export const TEXT_VECTOR = `<img src=x onerror=${hit(99)}>`;

/**
 * For URL fields (links, images, files, logos): a script URL and an HTML data URL. A page must
 * never put either into an href or src.
 */
export const URL_VECTORS = {
  script: `javascript:${hit(98)}`,
  data: `data:text/html,<script>${hit(97)}</script>`,
} as const;

/**
 * Values a URL attribute or an API's URL field may carry that must never reach an href, a src
 * or the configuration (core/config `safeUrl`): script, HTML and binary schemes however spelled
 * (case, leading space and control characters, a tab or newline inside the scheme).
 */
export const HOSTILE_URLS: readonly string[] = [
  `javascript:${hit(90)}`,
  ` JaVaScRiPt:${hit(91)}`,
  `java\tscript:${hit(92)}`,
  `java\nscript:${hit(93)}`,
  `\u0001javascript:${hit(94)}`,
  `vbscript:msgbox(95)`,
  `data:text/html,<script>${hit(96)}</script>`,
  'data:image/svg+xml,<svg onload="top.__xss(97)"/>',
  'blob:https://evil.example/0d9c5e3a',
  'file:///etc/passwd',
];

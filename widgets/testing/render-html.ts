// A widget tree to HTML with the renderer of the test's project: React's (react-dom/server), or
// Preact's (preact-render-to-string) in the widgets-preact project, whose aliases make the
// components Preact's (the embed build's).
import { renderToString as preactToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { renderToString as reactToString } from 'react-dom/server';

export const renderHtml = (node: ReactNode): string =>
  process.env.SZTX_RENDERER === 'preact'
    ? preactToString(node as unknown as Parameters<typeof preactToString>[0])
    : reactToString(node);

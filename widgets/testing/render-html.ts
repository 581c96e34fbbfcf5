// A widget tree to HTML with the renderer of the test's project: React's (react-dom/server), or
// Preact's (preact-render-to-string) in the widgets-preact project, whose aliases make the
// components and `react-dom/server` Preact's (the embed build's and the server entry's).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

export const renderHtml = (node: ReactNode): string => renderToString(node);

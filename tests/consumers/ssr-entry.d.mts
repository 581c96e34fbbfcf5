/** Why the server-rendered pages are left out (and their checks skipped) without the entry. */
export declare const SSR_MISSING: string;
/** Whether `<app>/node_modules/sztx-widgets` exports `./ssr`. */
export declare function hasSsrEntry(app: string): boolean;

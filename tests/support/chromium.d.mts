/** Path of Debian's Chromium (CHROMIUM_PATH overrides). */
export declare const CHROMIUM: string;
/** Launch flags for tests, benchmarks and tools. */
export declare const CHROMIUM_ARGS: string[];

/** Rebuilds dist/ when stale and returns where to run the server from (a snapshot). */
export declare function prepareApp(): string;
/** Removes a snapshot made by prepareApp. */
export declare function removeApp(app: string | undefined): void;

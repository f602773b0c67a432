/** True when dist/ was built after the last change to any source, asset or compiler setting. */
export function isBuilt(): boolean;
/** Builds dist/ unless it is up to date; false (after saying why on stderr) when it cannot. */
export function ensureBuilt(): Promise<boolean>;

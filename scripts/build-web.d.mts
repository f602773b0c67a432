/** Whether web/dist is as new as the web app's sources. */
export function isWebBuilt(): boolean;
/** Builds web/dist when it is stale; false when the build failed. */
export function ensureWebBuilt(): boolean;

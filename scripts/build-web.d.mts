/** True when web/dist was built after the last change to any of its inputs. */
export function isWebBuilt(): boolean;
/** Builds web/dist unless it is up to date; false (after saying why on stderr) when it cannot. */
export function ensureWebBuilt(): boolean;

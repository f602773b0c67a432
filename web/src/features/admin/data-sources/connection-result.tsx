/** A connection test: under way, answered (ok, or the database's own words), or refused (rate limit, permission). */
export type Check = { state: 'testing' } | { state: 'done'; ok: boolean; message?: string | null } | { state: 'refused'; message: string };

/** The outcome of "Test connection", announced politely as it arrives. */
export function ConnectionResult({ check }: { check: Check | undefined }) {
  const text =
    check?.state === 'testing'
      ? 'Testing the connection…'
      : check?.state === 'refused'
        ? `Not tested: ${check.message}`
        : check?.state === 'done'
          ? check.ok
            ? 'Connection succeeded.'
            : `Connection failed: ${check.message ?? 'no reason given'}`
          : '';
  return (
    <p role="status" aria-label="Connection test" className={check?.state === 'done' && !check.ok ? 'alert' : undefined}>
      {text}
    </p>
  );
}

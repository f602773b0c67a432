/**
 * The one form in which Overlook stores and compares e-mail addresses: trimmed, Unicode NFKC
 * (full-width letters, ligatures and other compatibility forms fold to their plain letters) and
 * lower-cased (local part included: no mail system Overlook talks to is case-sensitive).
 *
 * Deliberately NOT folded:
 * - `+tags` (`ann+x@acme.test` and `ann@acme.test` are two addresses): whether they reach the same
 *   mailbox depends on the provider, and nothing depends on the match anyway, since switching
 *   organizations requires proof of control of the target account (its password or a mailed code).
 * - confusable look-alikes from other scripts (a Cyrillic `а`): they are other addresses, with
 *   other mailboxes; NFKC leaves them distinct and they never match a Latin address.
 */
export function canonicalEmail(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase().normalize('NFKC');
}

import { hashPassword, randomToken, verifyPassword } from '../crypto.js';

// Hashed once per process, at start, with the same scrypt parameters as every real password, so
// verifying against it costs exactly what verifying a real account costs. Nobody knows the password.
const dummyHash = hashPassword(randomToken(24));

/**
 * The first of `candidates` whose password is `password`, or null. The work does not depend on
 * who exists: every candidate is verified (no early exit), a candidate without a password is
 * verified against the dummy hash, and no candidate at all costs one dummy verification. So an
 * unknown e-mail takes as long as a known one with a wrong password.
 */
export async function findByPassword<T extends { passwordHash: string | null }>(candidates: T[], password: string): Promise<T | null> {
  if (candidates.length === 0) {
    await verifyPassword(password, await dummyHash);
    return null;
  }
  let match: T | null = null;
  for (const candidate of candidates) {
    const ok = await verifyPassword(password, candidate.passwordHash ?? (await dummyHash));
    if (ok && candidate.passwordHash && !match) match = candidate;
  }
  return match;
}

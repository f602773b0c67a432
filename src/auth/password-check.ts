import { hashPassword, randomToken, verifyPassword } from '../crypto.js';

// Hashed once per process, at start, with the same scrypt parameters as every real password, so
// verifying against it costs exactly what verifying a real account costs. Nobody knows the password.
const dummyHash = hashPassword(randomToken(24));

/**
 * `account` if `password` is its password, else null. Exactly ONE scrypt verification whatever
 * the input: no account, or one without a password, is verified against the dummy hash. So an
 * unknown e-mail, a known one and one shared by many accounts take the same time; callers pick
 * the single account to check before calling (never one verification per candidate).
 */
export async function verifyAccount<T extends { passwordHash: string | null }>(account: T | null, password: string): Promise<T | null> {
  const ok = await verifyPassword(password, account?.passwordHash ?? (await dummyHash));
  return ok && account?.passwordHash ? account : null;
}

import { createCipheriv, createDecipheriv, createHash, createHmac, hash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** A random URL-safe token of `bytes` bytes of entropy (default 32: 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and API keys are stored only as their SHA-256. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** AES-256-GCM with a key derived from SECRET_KEY; used for secrets at rest. */
export class SecretBox {
  private readonly key: Buffer;
  private readonly hashKey: Buffer;

  constructor(secretKey: string) {
    this.key = createHash('sha256').update(`overlook:secrets:${secretKey}`).digest();
    this.hashKey = createHash('sha256').update(`overlook:keyed-hash:${secretKey}`).digest();
  }

  /**
   * HMAC-SHA256 of `value` under a key derived from SECRET_KEY and `purpose` (hex): equal inputs
   * match within one installation, and nobody without the key can test a guess (an IP address).
   */
  keyedHash(purpose: string, value: string): string {
    return createHmac('sha256', this.hashKey).update(`${purpose}\u0000${value}`).digest('hex');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${body.toString('base64')}`;
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }

  sealJson(value: unknown): string {
    return this.seal(JSON.stringify(value));
  }

  openJson<T>(sealed: string | null | undefined): T | undefined {
    return sealed ? (JSON.parse(this.open(sealed)) as T) : undefined;
  }
}

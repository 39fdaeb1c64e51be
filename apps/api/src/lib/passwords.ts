import { randomBytes, randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is a const enum in the typings; isolatedModules forbids reading it, so the value is spelt out.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (~35 ms here). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, OPTIONS);
  } catch {
    return false;
  }
}

/** A password that passes the strength rule, for a first MASTER created without MASTER_PASSWORD. */
export function generateStrongPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const required = [
    pick('ABCDEFGHJKLMNPQRSTUVWXYZ'),
    pick('abcdefghijkmnopqrstuvwxyz'),
    pick('23456789'),
    pick('@#%&*+=!?'),
  ];
  const body = randomBytes(12).toString('base64url');
  return `${body}${required.join('')}`;
}

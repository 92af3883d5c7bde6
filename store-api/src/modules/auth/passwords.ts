// Password hashing with argon2id at OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). A
// sign-in for an unknown e-mail verifies against a fixed dummy hash, so it costs the same time as
// one for a known e-mail and the answer time does not tell whether an account exists.
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id: an ambient const enum, unusable under isolatedModules

export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** Computed once per process with the same parameters as real hashes; matches no password sent. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. Without a hash (unknown e-mail, passwordless guest
 * account) it still runs one verification, against the dummy hash, and answers false.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a 500.
    return false;
  }
}

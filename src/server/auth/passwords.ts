import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

// Verifying against a real hash when the user does not exist keeps the answer time the same,
// so timing does not tell which usernames exist.
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy-password-for-unknown-users');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB memory, 2 passes), OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so both paths cost the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash('tokri-decoy-password');
  return decoyHash;
}

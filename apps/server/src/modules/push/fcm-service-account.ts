import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/** The fields of a Google service-account key file (the JSON the Firebase console downloads) that FCM needs. */
export interface FcmServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  /** Where the signed JWT is exchanged for an access token (Google's OAuth 2.0 endpoint; a local fake in tests). */
  tokenUri: string;
}

const serviceAccountSchema = z.object({
  project_id: z.string().regex(/^[a-z][a-z0-9-]{3,62}$/, 'a Firebase project id'),
  client_email: z.email(),
  private_key: z.string().refine((pem) => {
    try {
      return createPrivateKey(pem).asymmetricKeyType === 'rsa';
    } catch {
      return false;
    }
  }, 'an RSA private key in PEM'),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});

/**
 * Reads a service-account key file's JSON. Throws with the names of the fields that are wrong, never their values
 * (the error reaches the start-up log, and one of them is the private key).
 */
export function parseFcmServiceAccount(json: string): FcmServiceAccount {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('is not JSON');
  }
  const parsed = serviceAccountSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    throw new Error(`lacks a valid ${fields.join(', ')}`);
  }
  return {
    projectId: parsed.data.project_id,
    clientEmail: parsed.data.client_email,
    privateKey: parsed.data.private_key,
    tokenUri: parsed.data.token_uri,
  };
}

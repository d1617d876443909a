import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest. With MFA_SECRET_KEY set (at least 32 characters, kept outside the
 * database) they are sealed with AES-256-GCM, so a copy of the database alone does not give
 * anyone the codes; without it they are stored as they are, marked so that setting a key later
 * still reads them (and seals each again when it is next used to enrol).
 */
const SEALED = 'v1:';
const PLAIN = 'plain:';

function keyFrom(material: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, 'care360', 'totp secret', 32));
}

export function sealSecret(secret: string, keyMaterial: string | undefined): string {
  if (!keyMaterial) return `${PLAIN}${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(keyMaterial), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${SEALED}${[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`;
}

export function openSecret(stored: string, keyMaterial: string | undefined): string {
  if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
  if (!stored.startsWith(SEALED) || !keyMaterial) {
    throw new Error('This TOTP secret is sealed and MFA_SECRET_KEY is not set.');
  }
  const [iv, tag, body] = stored
    .slice(SEALED.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('This TOTP secret is damaged.');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(keyMaterial), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = sealSecret(key, 'segredo-do-cliente', 'pix_api_connections:1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('segredo');
    expect(openSecret(key, sealed, 'pix_api_connections:1')).toBe('segredo-do-cliente');
    // A fresh IV each time.
    expect(sealSecret(key, 'segredo-do-cliente', 'pix_api_connections:1')).not.toBe(sealed);
  });

  it('refuses another key, another row (context) and an altered value', () => {
    const sealed = sealSecret(key, 'segredo', 'pix_api_connections:1');
    expect(() => openSecret(randomBytes(32), sealed, 'pix_api_connections:1')).toThrow();
    expect(() => openSecret(key, sealed, 'pix_api_connections:2')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => openSecret(key, parts.join('.'), 'pix_api_connections:1')).toThrow();
  });
});

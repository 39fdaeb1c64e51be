import { describe, expect, it } from 'vitest';
import { PIX_API_MSG, pixApiInputSchema } from './pix-api.schemas.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('API Pix connection input', () => {
  const valid = { base_url: 'https://pix.banco.com.br/api/v2/', client_id: ' cliente ', client_secret: 's' };

  it('trims, drops the trailing slash and turns empty optionals into null', () => {
    expect(
      pixApiInputSchema.parse({ ...valid, token_url: '', certificate_pem: '', private_key_pem: '' }),
    ).toEqual({
      base_url: 'https://pix.banco.com.br/api/v2',
      token_url: null,
      client_id: 'cliente',
      client_secret: 's',
      certificate_pem: null,
      private_key_pem: null,
    });
  });

  it('says what is wrong in pt-BR', () => {
    expect(issues(pixApiInputSchema.safeParse({ ...valid, base_url: 'ftp://x' }))).toEqual([
      PIX_API_MSG.baseUrlInvalid,
    ]);
    expect(issues(pixApiInputSchema.safeParse({ ...valid, client_secret: '' }))).toEqual([
      PIX_API_MSG.clientSecretRequired,
    ]);
    expect(
      issues(pixApiInputSchema.safeParse({ ...valid, certificate_pem: '-----BEGIN CERTIFICATE-----\nx' })),
    ).toEqual([PIX_API_MSG.certificatePair]);
    expect(issues(pixApiInputSchema.safeParse({ ...valid, private_key_pem: 'chave' }))).toContain(
      PIX_API_MSG.privateKeyInvalid,
    );
  });
});

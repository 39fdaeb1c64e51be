import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { franchiseInputSchema, franchisePatchSchema } from './franchise.schemas.ts';

const issues = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const unit = { name: 'Tenho Centro', code: 'tenho-centro', city: 'São Paulo', state: 'SP' };

describe("a unit's Pix receiving data", () => {
  it('stores the key in its canonical form and keeps name and city within the BR Code limits', () => {
    expect(
      franchiseInputSchema.parse({
        ...unit,
        pix_key: '(11) 98765-4321',
        pix_merchant_name: ' Tenho Centro ',
        pix_merchant_city: 'São Paulo',
        whatsapp_display_number: '+55 (11) 4002-8922',
      }),
    ).toMatchObject({
      pix_key: '+5511987654321',
      pix_merchant_name: 'Tenho Centro',
      pix_merchant_city: 'São Paulo',
      whatsapp_display_number: '1140028922',
    });
    expect(franchiseInputSchema.parse({ ...unit, pix_key: 'Financeiro@Tenho.com.br' }).pix_key).toBe(
      'financeiro@tenho.com.br',
    );
  });

  it('refuses what is not a Pix key and names or cities that do not fit', () => {
    expect(
      issues(
        franchiseInputSchema.safeParse({
          ...unit,
          pix_key: '(11) 3333-4444',
          pix_merchant_name: 'x'.repeat(26),
          pix_merchant_city: 'x'.repeat(16),
          whatsapp_display_number: '123',
        }),
      ),
    ).toEqual([
      'pix_key: Chave Pix inválida: use CPF, CNPJ, e-mail, celular ou chave aleatória',
      'pix_merchant_name: O nome do recebedor Pix deve ter no máximo 25 caracteres',
      'pix_merchant_city: A cidade do recebedor Pix deve ter no máximo 15 caracteres',
      'whatsapp_display_number: Telefone inválido',
    ]);
  });

  it('clears with an empty text in a PATCH and leaves absent fields alone', () => {
    expect(franchisePatchSchema.parse({ pix_key: '' })).toEqual({ pix_key: null });
    expect(franchisePatchSchema.parse({ name: 'Centro' })).toEqual({ name: 'Centro' });
    const created = franchiseInputSchema.parse(unit);
    expect(created.pix_key).toBeUndefined();
    expect(created.whatsapp_display_number).toBeUndefined();
  });
});

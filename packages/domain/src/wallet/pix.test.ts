import { generatePixPayload, getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { buildPixCode, crc16, decodePixCode, normalizePixKey, parseTlv, topUpTxid } from './pix.ts';

/** The example payload of the Banco Central's Manual do BR Code (static, no amount). */
const BACEN_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('Pix BR Code', () => {
  it("reproduces the Banco Central manual's example (CRC 1D3D)", () => {
    const payload = generatePixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(payload).toBe(BACEN_EXAMPLE);
    expect(crc16(BACEN_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(decodePixCode(BACEN_EXAMPLE)).toEqual({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      amount: null,
      txid: null,
      crcValid: true,
    });
  });

  it('builds a top-up code that decodes back to the key, the amount and the txid', () => {
    const txid = topUpTxid(123);
    expect(txid).toBe('TENHO0000000123');
    const code = buildPixCode({
      key: '+5511987654321',
      merchantName: 'Tenho Centro Intermediação de Negócios',
      merchantCity: 'São José dos Campos',
      amountCents: 5000,
      txid,
    });
    expect(code).not.toBeNull();
    const decoded = decodePixCode(code!);
    expect(decoded).toEqual({
      key: '+5511987654321',
      merchantName: 'Tenho Centro Intermediaca', // folded to ASCII, 25 characters
      merchantCity: 'Sao Jose dos Ca', // 15 characters
      amount: 50,
      txid: 'TENHO0000000123',
      crcValid: true,
    });
    // The library's own reader agrees with ours.
    expect(getPixPayloadInfo(code!)).toMatchObject({ key: '+5511987654321', amount: 50, txid });
  });

  it('writes cents exactly (R$ 0,30, R$ 1.234,56)', () => {
    const code = (amountCents: number) =>
      decodePixCode(
        buildPixCode({
          key: 'financeiro@tenho.com.br',
          merchantName: 'T',
          merchantCity: 'SP',
          amountCents,
          txid: 'X1',
        })!,
      )!.amount;
    expect(code(30)).toBe(0.3);
    expect(code(123456)).toBe(1234.56);
    expect(code(1)).toBe(0.01);
  });

  it('notices a tampered code', () => {
    const code = buildPixCode({
      key: '12345678909',
      merchantName: 'T',
      merchantCity: 'SP',
      amountCents: 5000,
      txid: 'A1',
    })!;
    expect(decodePixCode(code)!.crcValid).toBe(true);
    expect(decodePixCode(code.replace('50.00', '90.00'))!.crcValid).toBe(false);
  });

  it('computes CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1'); // the algorithm's check value
    expect(crc16('')).toBe('FFFF');
  });

  it('refuses what is not TLV', () => {
    expect(parseTlv('0002')).toBeNull();
    expect(parseTlv('ab02xx')).toBeNull();
    expect(decodePixCode('texto qualquer')).toBeNull();
    expect(decodePixCode('')).toBeNull();
    expect(parseTlv('0002010102xy')).toEqual([
      { id: '00', value: '01' },
      { id: '01', value: 'xy' },
    ]);
  });

  it('normalises Pix keys to their canonical form', () => {
    expect(normalizePixKey('(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey(' Financeiro@Tenho.com.br ')).toBe('financeiro@tenho.com.br');
    expect(normalizePixKey('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizePixKey('123.456.789-09')).toBe('12345678909');
    expect(normalizePixKey('abc')).toBeNull();
    expect(normalizePixKey('(11) 3333-4444')).toBeNull(); // a landline is not a Pix key
    expect(normalizePixKey('')).toBeNull();
    expect(normalizePixKey(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { normalizePspHost, PSP_HOSTS_MAX, SUGGESTED_PSP_HOSTS } from './psp-hosts.ts';
import { pixPspHostsSchema } from './settings.schemas.ts';

describe('the PSP allow-list (issue 28)', () => {
  it('keeps DNS names only: lower case, no trailing dot', () => {
    expect(normalizePspHost(' API.Banco.com.br. ')).toBe('api.banco.com.br');
    expect(normalizePspHost('secure.api.itau')).toBe('secure.api.itau');
    for (const bad of [
      '',
      'localhost',
      '127.0.0.1',
      '0x7f.0x1',
      '::1',
      '[::1]',
      'https://api.banco.com.br',
      'api.banco.com.br:443',
      'api.banco.com.br/pix',
      'a..b',
      '-x.com',
      'x-.com',
    ])
      expect(normalizePspHost(bad), bad).toBeNull();
  });

  it('parses a list without repeats and refuses an IP, a URL or too many entries, in pt-BR', () => {
    expect(pixPspHostsSchema.parse(['A.b.com', 'a.b.com', 'c.d.com'])).toEqual(['a.b.com', 'c.d.com']);
    const refused = pixPspHostsSchema.safeParse(['a.b.com', '10.0.0.1']);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('"10.0.0.1" não é um nome de servidor válido');
    const many = Array.from({ length: PSP_HOSTS_MAX + 1 }, (_, i) => `h${i}.banco.com`);
    expect(pixPspHostsSchema.safeParse(many).success).toBe(false);
  });

  it('suggests only valid host names', () => {
    for (const { host } of SUGGESTED_PSP_HOSTS) expect(normalizePspHost(host), host).toBe(host);
  });
});

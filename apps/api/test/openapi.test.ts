import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';

type Operation = { operationId?: string; tags?: string[]; security?: Record<string, string[]>[] };
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * The contract integrators generate clients from (/api/docs/json): every operation, including the
 * ones added later, has a unique stable camelCase operationId, tags and a security statement.
 */
describe('OpenAPI document', () => {
  const t = useTestApp({ config: { publicUrl: 'https://rede.exemplo.com.br' } });
  const operations = () => {
    const document = t.app.swagger() as unknown as Document;
    return Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.has(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
  };

  it('documents the API (the sweep below is not empty)', () => {
    expect(operations().length).toBeGreaterThan(50);
  });

  it('gives every operation a unique camelCase operationId and at least one tag', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { name, operation } of operations()) {
      const id = operation.operationId;
      if (!id || !/^[a-z][a-zA-Z0-9]*$/.test(id)) problems.push(`${name}: operationId ${String(id)}`);
      else if (seen.has(id)) problems.push(`${name}: operationId ${id} also used by ${seen.get(id)}`);
      else seen.set(id, name);
      if (!operation.tags?.length) problems.push(`${name}: no tags`);
    }
    expect(problems).toEqual([]);
  });

  it('says how each operation is authenticated: public ones with security: []', () => {
    const byName = new Map(operations().map(({ name, operation }) => [name, operation]));
    const missing = [...byName].filter(([, operation]) => !Array.isArray(operation.security));
    expect(missing.map(([name]) => name)).toEqual([]);
    for (const name of [
      'POST /api/auth/login',
      'POST /api/auth/register',
      'POST /api/auth/password-reset',
      'POST /api/webhooks/whatsapp',
      'GET /api/health',
    ]) {
      expect(byName.get(name)?.security, name).toEqual([]);
    }
    expect(byName.get('GET /api/users')?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('names the installation (PUBLIC_URL) as the server', () => {
    expect((t.app.swagger() as unknown as Document).servers).toEqual([
      expect.objectContaining({ url: 'https://rede.exemplo.com.br' }),
    ]);
  });
});

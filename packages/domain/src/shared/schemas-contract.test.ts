import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as audit from '../audit/audit.schemas.ts';
import * as auth from '../auth/auth.schemas.ts';
import * as dashboards from '../dashboards/dashboards.schemas.ts';
import * as franchise from '../franchise/franchise.schemas.ts';
import * as permissions from '../permissions/permissions.schemas.ts';
import * as settings from '../settings/settings.schemas.ts';
import * as users from '../users/users.schemas.ts';
import * as wallet from '../wallet/wallet.schemas.ts';

const modules = { audit, auth, dashboards, franchise, permissions, settings, users, wallet };
const schemas = Object.entries(modules).flatMap(([area, mod]) =>
  Object.entries(mod)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${area}.${name}`, schema] as const),
);

const garbage: unknown[] = [
  undefined,
  null,
  {},
  [],
  'x',
  42,
  {
    email: 5,
    password: [],
    name: {},
    phones: 'x',
    emails: [{ email: 1 }],
    role: 1,
    unit_id: {},
    amount: 'x',
    id: 'x',
  },
  {
    address: 'x',
    photo_data: 1,
    permission_override: { a: 'x' },
    creditValue: {},
    confirmation: 3,
    is_active: 'x',
  },
];

describe('every schema answers in Portuguese', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  it.each(schemas)('%s', (_name, schema) => {
    for (const input of garbage) {
      const r = schema.safeParse(input);
      if (r.success) continue;
      for (const issue of r.error.issues) {
        expect(issue.message).not.toMatch(
          /\b(Invalid|expected|received|Too (big|small)|Required|Unrecognized)\b/,
        );
      }
    }
  });
});

/** What the API sends back: serialised from the schema's output side, so no transforms there. */
const responseSchemas = [
  auth.errorSchema,
  auth.loginResponseSchema,
  auth.meResponseSchema,
  auth.registerResponseSchema,
  auth.sessionUserSchema,
  audit.auditLogResponseSchema,
  dashboards.franchiseDashboardSchema,
  dashboards.masterStatsSchema,
  franchise.franchiseListAnswerSchema,
  franchise.franchiseUnitSchema,
  franchise.franchiseUnitDetailSchema,
  franchise.publicUnitListSchema,
  permissions.permissionSchema,
  permissions.rolePermissionLinkSchema,
  settings.settingsSchema,
  users.profileSchema,
  users.userSchema,
  users.userListSchema,
  wallet.transactionSchema,
  wallet.walletSchema,
];

describe('OpenAPI', () => {
  it.each(schemas)('%s has a JSON Schema for requests', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });

  it('has a JSON Schema for every response', () => {
    for (const schema of responseSchemas)
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});

/** The MASTER the e2e server is started with (MASTER_EMAIL / MASTER_PASSWORD). */
export const E2E_MASTER = { email: 'master.e2e@tenho.com.br', password: 'Master#E2e2026' } as const;

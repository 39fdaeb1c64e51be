import { z } from 'zod';

/**
 * zod's fallback messages in Brazilian Portuguese, for the few checks that carry no message of
 * our own (a wrong type in a nested field, say). Every schema module imports this file, so the
 * API and the web get it by using any schema; z.config is global and idempotent.
 */
z.config(z.locales.ptBR());

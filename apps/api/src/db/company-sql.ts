import { sql } from 'drizzle-orm';
import { profilePhones, profiles } from './schema/profiles.ts';
import { users } from './schema/users.ts';

// How a company (a CLIENT user with its profile) is named and reached, as SQL over users ⟕ profiles:
// shared by offers, the messages screens, the simulator and the demo requests.

/** A company's name as lists show it: display name, else legal name, else e-mail. */
export const companyNameSql = sql<string>`coalesce(${profiles.displayName}, ${profiles.legalName}, ${users.email})`;

/** The company's WhatsApp number from its profile: the WhatsApp phone first, then the primary one. */
export const companyPhoneSql = sql<string | null>`(
  select ${profilePhones.phone} from ${profilePhones}
  where ${profilePhones.profileId} = ${profiles.id}
  order by (${profilePhones.type} = 'WHATSAPP') desc, ${profilePhones.isPrimary} desc, ${profilePhones.id}
  limit 1)`;

// npm run bench:seed-national — the national network of issue 33, generated on the PostgreSQL server
// of BENCH_DATABASE_URL into its own database (bench/national.ts): 300 units, 30,000 companies with
// categories, profiles and wallets, 5 million consumer requests over two years with their offers,
// answers, charges, top-ups, disputes and refunds, ratings, WhatsApp lead alerts and contacts, and an
// audit log to match. Deterministic: every choice is a hash of (BENCH_NATIONAL_SEED, row, purpose)
// (hashint8extended, a seeded PRNG evaluated inside PostgreSQL), relative to one anchor day (the day
// it was seeded, kept in the marker). The data is generated server-side (INSERT … SELECT from
// generate_series: no row crosses the wire), which on this machine beats COPY from a client.
//
// The project's migrations and base seed run first. Like pg_restore, the big tables are filled
// with their secondary indexes, unique and foreign-key constraints set aside and put back at the
// end, where PostgreSQL builds and validates them over the whole table (so every constraint holds
// at the end, checked by PostgreSQL itself); check constraints and triggers stay on throughout, but
// for the one that keeps a request's answer_status (written with the requests, checked at the end).
// The ledger is verified before the marker is written: every wallet's balance is its last
// movement's balance_after, every balance_after is the previous one plus the movement, none below 0.
//
// Sizes: BENCH_NATIONAL_REQUESTS (default 5000000), BENCH_NATIONAL_COMPANIES (30000), BENCH_NATIONAL_UNITS (300).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  NATIONAL_ACCOUNTS,
  catchUpReportSummaries,
  NATIONAL_DATABASE,
  NATIONAL_SEED,
  NATIONAL_VERSION,
  nationalUrl,
  readMarker,
  serverUrl,
  withClient,
} from './national.ts';

const REQUESTS = Number(process.env.BENCH_NATIONAL_REQUESTS ?? 5_000_000);
const COMPANIES = Number(process.env.BENCH_NATIONAL_COMPANIES ?? 30_000);
const UNITS = Number(process.env.BENCH_NATIONAL_UNITS ?? 300);
const DAYS = 730;
/** User id ranges (explicit ids keep every reference computable from a row number). */
const ADMIN_BASE = 1000;
const COMPANY_BASE = 10_000;
const STAFF_BASE = 100_000;
/** The tables filled in bulk, whose indexes and constraints are set aside while they fill. */
const BULK_TABLES = [
  'inbound_messages',
  'offers',
  'outbound_messages',
  'wallet_transactions',
  'wallet_top_ups',
  'disputes',
  'offer_ratings',
  'audit_log',
] as const;

// The 27 capitals: city, UF, region, DDD.
const CAPITALS: [string, string, string, number][] = [
  ['São Paulo', 'SP', 'Sudeste', 11],
  ['Rio de Janeiro', 'RJ', 'Sudeste', 21],
  ['Belo Horizonte', 'MG', 'Sudeste', 31],
  ['Vitória', 'ES', 'Sudeste', 27],
  ['Curitiba', 'PR', 'Sul', 41],
  ['Porto Alegre', 'RS', 'Sul', 51],
  ['Florianópolis', 'SC', 'Sul', 48],
  ['Salvador', 'BA', 'Nordeste', 71],
  ['Recife', 'PE', 'Nordeste', 81],
  ['Fortaleza', 'CE', 'Nordeste', 85],
  ['São Luís', 'MA', 'Nordeste', 98],
  ['Natal', 'RN', 'Nordeste', 84],
  ['João Pessoa', 'PB', 'Nordeste', 83],
  ['Maceió', 'AL', 'Nordeste', 82],
  ['Aracaju', 'SE', 'Nordeste', 79],
  ['Teresina', 'PI', 'Nordeste', 86],
  ['Brasília', 'DF', 'Centro-Oeste', 61],
  ['Goiânia', 'GO', 'Centro-Oeste', 62],
  ['Campo Grande', 'MS', 'Centro-Oeste', 67],
  ['Cuiabá', 'MT', 'Centro-Oeste', 65],
  ['Manaus', 'AM', 'Norte', 92],
  ['Belém', 'PA', 'Norte', 91],
  ['Porto Velho', 'RO', 'Norte', 69],
  ['Rio Branco', 'AC', 'Norte', 68],
  ['Macapá', 'AP', 'Norte', 96],
  ['Boa Vista', 'RR', 'Norte', 95],
  ['Palmas', 'TO', 'Norte', 63],
];
const TRADES = [
  'Elétrica',
  'Hidráulica',
  'Auto Center',
  'Pet Shop',
  'Padaria',
  'Farmácia',
  'Oficina',
  'Estúdio',
  'Clínica',
  'Mercado',
  'Serralheria',
  'Vidraçaria',
  'Marcenaria',
  'Lavanderia',
  'Academia',
];
const NAMES = [
  'Aurora',
  'Paulista',
  'Dourado',
  'Central',
  'Esperança',
  'São Jorge',
  'Boa Vista',
  'Primavera',
  'Horizonte',
  'Estrela',
  'Jardim',
  'Progresso',
  'Vitória',
  'Liberdade',
  'Harmonia',
  'Nova Era',
  'Santa Luzia',
  'Bela Vista',
  'Ipiranga',
  'Sol Nascente',
  'Brasil',
  'Alvorada',
  'Atlântico',
  'Pioneira',
  'Confiança',
];

/** CPU seconds (user + system) the PostgreSQL backend has used: the work, whatever the machine's load. */
function backendCpu(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const api = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(resolve(import.meta.dirname, '../apps/api/src', path)).href)) as T;

const sqlText = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** A uniform number in [0, 1) from (seed, row, purpose): the generator's only source of chance. */
const R = (row: string, salt: number) =>
  `((hashint8extended((${row})::bigint, ${NATIONAL_SEED * 1000 + salt}) & 2147483647)::float8 / 2147483648.0)`;

/** The steps, in order; each one SQL text run as is (timed and printed). */
function steps(anchorSql: string): [string, string][] {
  const start = `(${anchorSql} - interval '${DAYS} days')`;
  const cities = sqlText(CAPITALS.map((c) => c[0]));
  const ufs = sqlText(CAPITALS.map((c) => c[1]));
  const regions = sqlText(CAPITALS.map((c) => c[2]));
  const ddds = `array[${CAPITALS.map((c) => c[3]).join(',')}]`;
  const n = CAPITALS.length;
  // The unit of a company: skewed (a few big units, a long tail), every unit with companies.
  const unitOf = (c: string) => `(1 + floor(${UNITS} * power(${R(c, 1)}, 1.7))::int)`;
  const companyPhone = (c: string) =>
    `('55' || (${ddds})[1 + (${unitOf(c)} - 1) % ${n}] || '9' || lpad(((${c}) * 7919 % 100000000)::text, 8, '0'))`;
  // An offered request's offers (ids request × 4 + j, j from 0): 1 to MAX_OFFERS companies (as many as the
  // unit has for the category); answered 30 % TENHO, 20 % NÃO TENHO, the rest expired; the last
  // day's still pending. Shared by the requests (their answer_status) and the offers themselves.
  const MAX_OFFERS = 3;
  const offersOf = (request: string, companies: string) =>
    `least(1 + (${R(request, 22)} < 0.35)::int + (${R(request, 23)} < 0.15)::int, ${companies})`;
  const offerStatus = (offer: string, received: string) =>
    `case when ${received} > ${anchorSql} - interval '1 day' then 'PENDING'
          when ${R(offer, 24)} < 0.30 then 'ACCEPTED' when ${R(offer, 24)} < 0.50 then 'REJECTED' else 'EXPIRED' end`;
  /** Whether one of request g's offers (received at t, `w.offers` of them) ends `status`. */
  const anyOffer = (status: string) =>
    Array.from(
      { length: MAX_OFFERS },
      (_, j) => `(w.offers > ${j} and ${offerStatus(`g * 4 + ${j}`, 't')} = '${status}')`,
    ).join(' or ');
  return [
    [
      'units',
      `insert into franchise_units (id, name, code, city, state, region, whatsapp_phone_number_id,
                                    whatsapp_display_number, created_at)
       select u, 'Tenho ' || (${cities})[1 + (u - 1) % ${n}] || case when u > ${n} then ' ' || (1 + (u - 1) / ${n}) else '' end,
              'nacional-' || u, (${cities})[1 + (u - 1) % ${n}], (${ufs})[1 + (u - 1) % ${n}],
              (${regions})[1 + (u - 1) % ${n}], 'nat-pn-' || u,
              (${ddds})[1 + (u - 1) % ${n}] || '3' || lpad(u::text, 7, '0'), ${start} - interval '400 days'
       from generate_series(1, ${UNITS}) u`,
    ],
    [
      'companies (staging)',
      // Each company: its unit and 1–3 categories (popular ones more often).
      `create unlogged table nat_comp as
       select c, ${COMPANY_BASE} + c as user_id, ${unitOf('c')} as unit_id,
              (select array_agg(distinct cat.ids[1 + floor(array_length(cat.ids, 1) * power(${R('c * 4 + k', 3)}, 1.6))::int])
                 from generate_series(1, 1 + floor(${R('c', 2)} * 3)::int) k) as cats,
              ${companyPhone('c')} as phone
       from generate_series(1, ${COMPANIES}) c, (select array_agg(id order by n) as ids from nat_cat) cat`,
    ],
    [
      'users',
      `insert into users (id, email, password_hash, role, unit_id, parent_id, is_active, lead_status, created_at)
       select ${ADMIN_BASE} + a, 'admin' || a || '@nacional.bench.tenho.com.br', '!', 'ADMIN',
              1 + (a - 1) % ${UNITS}, null::int, true, null::text, ${start} - interval '390 days'
       from generate_series(1, ${UNITS + Math.round(UNITS / 5)}) a
       union all
       select user_id, 'empresa' || c || '@nacional.bench.tenho.com.br', '!', 'CLIENT', unit_id, null::int,
              ${R('c', 4)} >= 0.05,
              case when ${R('c', 5)} < 0.2 then 'CONFIRMED' end,
              ${start} - make_interval(secs => ${R('c', 6)} * 540 * 86400)
       from nat_comp
       union all
       select ${STAFF_BASE} + c, 'equipe' || (c / 10 + 1) || '@nacional.bench.tenho.com.br', '!', 'USER', unit_id, user_id,
              true, null, ${start} - make_interval(secs => ${R('c', 6)} * 500 * 86400)
       from nat_comp where c % 10 = 1`,
    ],
    [
      'profiles, e-mails, phones, categories',
      `insert into profiles (user_id, display_name, legal_name, document, document_type, city, state)
       select u.id,
              case u.role when 'ADMIN' then 'Administração ' || f.name
                          when 'USER' then 'Equipe ' || (u.id - ${STAFF_BASE})
                          else (${sqlText(TRADES)})[1 + u.id % ${TRADES.length}] || ' ' ||
                               (${sqlText(NAMES)})[1 + (u.id / ${TRADES.length}) % ${NAMES.length}] || ' ' || (u.id - ${COMPANY_BASE}) end,
              case when u.role = 'CLIENT' then 'Comércio ' || (u.id - ${COMPANY_BASE}) || ' Ltda' end,
              case when u.role = 'CLIENT' then lpad((u.id * 7919)::text, 14, '0') end,
              case when u.role = 'CLIENT' then 'CNPJ' end, f.city, f.state
       from users u join franchise_units f on f.id = u.unit_id where u.email like '%@nacional.bench.tenho.com.br';
       insert into profile_emails (profile_id, email, is_primary)
       select p.id, u.email, true from profiles p join users u on u.id = p.user_id
       where u.email like '%@nacional.bench.tenho.com.br';
       insert into profile_phones (profile_id, phone, type, is_primary)
       select p.id, substr(c.phone, 3), 'WHATSAPP', true from profiles p join nat_comp c on c.user_id = p.user_id;
       insert into user_categories (user_id, category_id, created_at)
       select c.user_id, cat, ${start} - interval '1 day' from nat_comp c, unnest(c.cats) cat;`,
    ],
    [
      'routing table (staging)',
      // The companies of each (unit, category), as the router would choose among them.
      `create unlogged table nat_uc as
       select unit_id, cat as category_id, array_agg(user_id order by user_id) as ids, count(*)::int as len
       from nat_comp, unnest(cats) cat group by unit_id, cat;
       create unique index on nat_uc (unit_id, category_id)`,
    ],
    ['set aside indexes and constraints', 'select 1'],
    [
      'requests (inbound_messages)',
      // A request comes from a pivot company's (unit, category): units get requests in proportion
      // to their companies. 4 % not understood, 5 % offered to nobody, the rest offered.
      // Its answer_status (Central de Mensagens' status, migration 0034) is written with it, from the
      // offers it will get (spec §4: any TENHO → Respondido, only NÃO TENHO → Negativo): the trigger
      // that keeps it is off while the offers are loaded (it rewrote 1.5 million requests there, the
      // seed's slowest step), and the seed checks the two agree at the end.
      `insert into inbound_messages (id, wamid, phone_number_id, unit_id, from_wa_id, from_number, sender_name, type,
                                     content, sent_at, received_at, state, kind, outcome, category_id,
                                     category_confidence, category_source, processed_at, unserved_reason, answer_status)
       select g, 'wamid.NAT' || g, 'nat-pn-' || c.unit_id, c.unit_id, num, num, 'Cliente ' || (g % 97331),
              'text', case when x < 0.04 then 'oi, bom dia' else
                (array['Preciso de ', 'Alguém indica ', 'Procuro ', 'Quanto custa '])[1 + g % 4] || lower(cat.name) ||
                (array['', ' urgente', ' para hoje', ' perto de casa', ' com orçamento'])[1 + g % 5] end,
              t - interval '2 seconds', t, 'PROCESSED', 'REQUEST',
              case when x < 0.04 then 'NOT_UNDERSTOOD' when x < 0.09 then 'NO_COMPANY' else 'OFFERED' end,
              case when x >= 0.04 then cat.id end,
              case when x >= 0.04 then 0.55 + 0.44 * ${R('g', 14)} end,
              case when x < 0.04 then null when g % 10 < 7 then 'offline' else 'llm' end,
              t + interval '2 seconds',
              case when x < 0.04 then 'not_understood' when x < 0.07 then 'no_balance' when x < 0.09 then 'no_company' end,
              case when x < 0.09 then 'Pendente' when ${anyOffer('ACCEPTED')} then 'Respondido'
                   when ${anyOffer('REJECTED')} then 'Negativo' else 'Pendente' end
       from generate_series(1, ${REQUESTS}) g
       cross join lateral (select ${R('g', 12)} as x,
                                  ${start} + make_interval(secs => (g - 1) * (${DAYS}.0 * 86400 / ${REQUESTS}) + ${R('g', 15)} * 30) as t,
                                  1 + floor(${COMPANIES} * ${R('g', 10)})::int as pivot) v
       join nat_comp c on c.c = v.pivot
       join nat_cat cat on cat.id = c.cats[1 + floor(${R('g', 11)} * array_length(c.cats, 1))::int]
       join nat_uc uc on uc.unit_id = c.unit_id and uc.category_id = cat.id
       cross join lateral (select ${offersOf('g', 'uc.len')} as offers) w
       cross join lateral (select '55' || (${ddds})[1 + (c.unit_id - 1) % ${n}] || '9' ||
                                  lpad((1 + floor(1500000 * power(${R('g', 13)}, 1.3)))::bigint * 7919 % 100000000 || '', 8, '0') as num) p`,
    ],
    [
      'offers (staging)',
      // Each offered request's offers (offersOf, offerStatus), to companies of the rotation from a
      // random start. Ids: request × 4 + j.
      `create unlogged table nat_offers as
       select m.id * 4 + j as id, m.id as message_id, uc.ids[1 + (p0 + j) % uc.len] as company_id, m.unit_id,
              m.category_id, m.received_at + interval '2 seconds' + j * interval '150 milliseconds' as offered_at,
              ${offerStatus('m.id * 4 + j', 'm.received_at')} as status,
              m.received_at + interval '1 minute' + make_interval(secs => ${R('m.id * 4 + j', 21)} * 6 * 3600) as answered_at,
              m.from_number as consumer
       from inbound_messages m
       join nat_uc uc on uc.unit_id = m.unit_id and uc.category_id = m.category_id
       cross join lateral (select floor(${R('m.id', 20)} * uc.len)::int as p0) w
       cross join lateral generate_series(0, ${offersOf('m.id', 'uc.len')} - 1) j
       where m.outcome = 'OFFERED'`,
    ],
    [
      'disputes (staging)',
      // 2 % of charged leads contested; decided a day later (55 % refunded), the last 3 days' open.
      `create unlogged table nat_disputes as
       select row_number() over (order by o.id)::int as id, o.id as offer_id, o.company_id, o.unit_id,
              o.answered_at + make_interval(secs => ${R('o.id', 31)} * 2 * 86400) as created_at,
              (array['invalid_contact', 'no_answer', 'fake_request', 'duplicate', 'other'])[1 + floor(${R('o.id', 32)} * 5)::int] as reason,
              ${R('o.id', 33)} as d
       from nat_offers o where o.status = 'ACCEPTED' and ${R('o.id', 30)} < 0.02
         and o.answered_at < ${anchorSql} - interval '2 days';
       alter table nat_disputes add column status text, add column resolved_at timestamptz;
       update nat_disputes set status = case when created_at > ${anchorSql} - interval '3 days' then 'OPEN'
                                             when d < 0.55 then 'REFUNDED' else 'REJECTED' end,
                               resolved_at = case when created_at > ${anchorSql} - interval '3 days' then null
                                                  else created_at + interval '1 day' end`,
    ],
    [
      'ledger (staging)',
      // Charges (30 cents, the default credit value), refunds, and per company and month a credit at
      // the month's first instant covering that month's charges (rounded up to R$ 10, plus R$ 10):
      // 60 % Pix top-ups, 40 % credits by the unit's ADMIN. Running balances by window.
      `create unlogged table nat_mv as
       with moves as (
         select o.company_id, o.answered_at as at, 1 as ord, 'DEBIT' as type, 30 as amount,
                'offer:' || o.id as key, 'OFFER' as ref_kind, o.id as ref_id, 'Lead #' || o.message_id as description
         from nat_offers o where o.status = 'ACCEPTED'
         union all
         select d.company_id, d.resolved_at, 2, 'REFUND', 30, 'dispute:' || d.id || ':refund', 'OFFER', d.offer_id,
                'Estorno da contestação #' || d.id
         from nat_disputes d where d.status = 'REFUNDED'
         union all
         select company_id, date_trunc('month', answered_at), 0, 'CREDIT',
                (ceil(count(*) * 30 / 1000.0) * 1000 + 1000)::int,
                null, null, null, null
         from nat_offers where status = 'ACCEPTED' group by company_id, date_trunc('month', answered_at)
       )
       select row_number() over (order by at, ord, company_id, ref_id)::int as id, m.*,
              sum(case when type = 'DEBIT' then -amount else amount end)
                over (partition by company_id order by at, ord, ref_id rows unbounded preceding) as balance_after
       from moves m;
       update nat_mv set ref_kind = case when ${R('id', 40)} < 0.6 then 'TOP_UP' else 'ADMIN_CREDIT' end where type = 'CREDIT';
       update nat_mv set ref_id = case when ref_kind = 'TOP_UP' then id end,
                         key = case when ref_kind = 'TOP_UP' then 'top-up:' || id else 'admin:nat-' || id end,
                         description = case when ref_kind = 'TOP_UP' then 'Recarga via Pix' else 'Crédito de carga' end
       where type = 'CREDIT'`,
    ],
    [
      'wallets and ledger',
      `insert into wallets (id, client_id, balance_cents, created_at, updated_at)
       select c.c, c.user_id, coalesce(last.balance_after, 0), ${start} - interval '1 day', coalesce(last.at, ${start})
       from nat_comp c left join (
         select distinct on (company_id) company_id, balance_after, at from nat_mv order by company_id, at desc, ord desc, ref_id desc
       ) last on last.company_id = c.user_id;
       insert into wallet_transactions (id, wallet_id, type, amount_cents, balance_after_cents, description,
                                        idempotency_key, actor_id, reference_kind, reference_id, created_at)
       select m.id, m.company_id - ${COMPANY_BASE}, m.type, m.amount, m.balance_after, m.description, m.key,
              case when m.ref_kind = 'ADMIN_CREDIT' then ${ADMIN_BASE} + u.unit_id end, m.ref_kind, m.ref_id, m.at
       from nat_mv m join users u on u.id = m.company_id order by m.id;
       insert into wallet_top_ups (id, client_id, unit_id, amount_cents, status, txid, pix_code, requested_by,
                                   confirmed_by, transaction_id, created_at, confirmed_at, confirmed_via, psp_charge)
       select m.id, m.company_id, u.unit_id, m.amount, 'CONFIRMED', 'NAT' || lpad(m.id::text, 22, '0'), null,
              m.company_id, case when m.id % 3 = 0 then null else ${ADMIN_BASE} + u.unit_id end, m.id,
              m.at - interval '10 minutes', m.at, case when m.id % 3 = 0 then 'PSP' else 'MANUAL' end, m.id % 3 = 0
       from nat_mv m join users u on u.id = m.company_id where m.ref_kind = 'TOP_UP'`,
    ],
    [
      'offers',
      // The requests' answer_status was written with them (above): the trigger keeping it is off for
      // this one statement (a seed stopped half-way is replaced whole on the next run).
      `alter table offers disable trigger offers_answer_status_insert;
       insert into offers (id, message_id, company_id, unit_id, category_id, status, offered_at, expires_at,
                           responded_at, response_text, response_channel, charged_cents, transaction_id, contacts_exchanged)
       select o.id, o.message_id, o.company_id, o.unit_id, o.category_id, o.status, o.offered_at,
              o.offered_at + interval '24 hours',
              case when o.status in ('ACCEPTED', 'REJECTED') then o.answered_at end,
              case o.status when 'ACCEPTED' then 'TENHO' when 'REJECTED' then 'NÃO TENHO' end,
              case when o.status in ('ACCEPTED', 'REJECTED') then case when o.id % 10 < 7 then 'WHATSAPP' else 'PANEL' end end,
              case when o.status = 'ACCEPTED' then 30 end, mv.id, o.status = 'ACCEPTED'
       from nat_offers o left join nat_mv mv on mv.type = 'DEBIT' and mv.ref_id = o.id;
       alter table offers enable trigger offers_answer_status_insert`,
    ],
    [
      'disputes',
      `insert into disputes (id, offer_id, company_id, unit_id, reason, status, amount_cents, charge_transaction_id,
                             refund_transaction_id, opened_by, resolved_by, decision_note, created_at, resolved_at)
       select d.id, d.offer_id, d.company_id, d.unit_id, d.reason, d.status, 30, charge.id, refund.id, d.company_id,
              case when d.status <> 'OPEN' then ${ADMIN_BASE} + d.unit_id end,
              case d.status when 'REFUNDED' then 'Contato inválido confirmado' when 'REJECTED' then 'Cliente respondeu' end,
              d.created_at, d.resolved_at
       from nat_disputes d
       join nat_mv charge on charge.type = 'DEBIT' and charge.ref_id = d.offer_id
       left join nat_mv refund on refund.type = 'REFUND' and refund.key = 'dispute:' || d.id || ':refund'`,
    ],
    [
      'ratings',
      // 60 % of charged leads asked for a rating two hours later; 45 % of those rated (3 ≫ 2 > 1).
      `insert into offer_ratings (id, offer_id, company_id, unit_id, consumer_number, requested_at, score, rated_at,
                                  comment, commented_at)
       select o.id, o.id, o.company_id, o.unit_id, o.consumer, o.answered_at + interval '2 hours',
              case when r < 0.45 then case when q < 0.7 then 3 when q < 0.9 then 2 else 1 end end,
              case when r < 0.45 then o.answered_at + interval '3 hours' end,
              case when r < 0.045 then 'Atendimento ' || case when q < 0.7 then 'excelente' else 'demorado' end end,
              case when r < 0.045 then o.answered_at + interval '3 hours 5 minutes' end
       from nat_offers o
       cross join lateral (select ${R('o.id', 51)} as r, ${R('o.id', 52)} as q) v
       where o.status = 'ACCEPTED' and ${R('o.id', 50)} < 0.6 and o.answered_at < ${anchorSql} - interval '2 hours'`,
    ],
    [
      'WhatsApp lead alerts and contacts (outbound_messages)',
      // One alert per offer (ids offer × 2) and the consumer's contact message per TENHO (offer × 2 + 1).
      `insert into outbound_messages (id, unit_id, phone_number_id, to_wa_id, to_number, recipient_kind, company_id,
                                      message_id, offer_id, purpose, kind, body, status, wamid, attempts,
                                      created_at, sent_at, delivered_at, read_at, failed_at, updated_at)
       select o.id * 2 + k, o.unit_id, 'nat-pn-' || o.unit_id,
              case k when 0 then c.phone else o.consumer end, case k when 0 then c.phone else o.consumer end,
              case k when 0 then 'COMPANY' else 'CONSUMER' end, o.company_id, o.message_id, o.id,
              case k when 0 then 'LEAD_ALERT' else 'CONTACT_FOR_CONSUMER' end,
              case k when 0 then 'interactive' else 'text' end,
              case k when 0 then 'Novo pedido #' || o.message_id || ': responda TENHO ou NÃO TENHO'
                          else 'A empresa ' || c.c || ' tem o que você pediu. Fale com ela: +' || c.phone end,
              st.status, 'wamid.NATO' || (o.id * 2 + k), 1, t, t + interval '1 second',
              case when st.status in ('DELIVERED', 'READ') then t + interval '3 seconds' end,
              case when st.status = 'READ' then t + interval '2 minutes' end,
              case when st.status in ('FAILED', 'DEAD') then t + interval '4 seconds' end,
              t + interval '2 minutes'
       from nat_offers o
       join nat_comp c on c.user_id = o.company_id
       cross join lateral generate_series(0, case when o.status = 'ACCEPTED' then 1 else 0 end) k
       cross join lateral (select case k when 0 then o.offered_at else o.answered_at end as t,
                                  ${R('o.id * 2 + k', 60)} as s) v
       cross join lateral (select case when o.status = 'PENDING' then 'DELIVERED' when s < 0.55 then 'READ'
                                       when s < 0.90 then 'DELIVERED' when s < 0.95 then 'SENT'
                                       when s < 0.99 then 'FAILED' else 'DEAD' end as status) st`,
    ],
    [
      'audit log',
      // Sign-ins (companies, their staff and the ADMINs; active companies far more than the rest),
      // accounts created by the MASTER, credits, top-up confirmations and disputes.
      `insert into audit_log (actor_id, action, entity, entity_id, data, ip, created_at)
       select u, 'auth.login', 'user', u, '{"remember":false}'::jsonb,
              '10.' || (u % 250) || '.' || (g % 250) || '.' || (g % 200 + 1), at
       from generate_series(1, ${Math.round((REQUESTS * 3) / 10)}) g
       cross join lateral (select case when ${R('g', 70)} < 0.03 then ${ADMIN_BASE} + 1 + floor(${R('g', 71)} * ${UNITS})::int
                                       when ${R('g', 70)} < 0.10 then ${STAFF_BASE} + 1 + 10 * floor(${R('g', 71)} * ${COMPANIES / 10})::int
                                       else ${COMPANY_BASE} + 1 + floor(${COMPANIES} * power(${R('g', 71)}, 1.5))::int end as u,
                                  ${start} + make_interval(secs => ${R('g', 72)} * ${DAYS} * 86400) as at) v;
       insert into audit_log (actor_id, action, entity, entity_id, data, created_at)
       select (select id from users where role = 'MASTER' order by id limit 1), 'users.create', 'user', u.id,
              jsonb_build_object('role', u.role, 'unitId', u.unit_id, 'parentId', u.parent_id, 'isActive', u.is_active), u.created_at
       from users u where u.email like '%@nacional.bench.tenho.com.br';
       insert into audit_log (actor_id, action, entity, entity_id, data, ip, created_at)
       select case when m.ref_kind = 'ADMIN_CREDIT' then ${ADMIN_BASE} + u.unit_id else t.confirmed_by end,
              case when m.ref_kind = 'ADMIN_CREDIT' then 'wallet.credit' else 'wallet.top_up.confirm' end,
              case when m.ref_kind = 'ADMIN_CREDIT' then 'wallet_transaction' else 'wallet_top_up' end, m.id,
              jsonb_build_object('clientId', m.company_id, 'amountCents', m.amount, 'balanceAfterCents', m.balance_after),
              '10.1.' || (u.unit_id % 250) || '.1', m.at
       from nat_mv m join users u on u.id = m.company_id left join wallet_top_ups t on t.id = m.id
       where m.type = 'CREDIT';
       insert into audit_log (actor_id, action, entity, entity_id, data, created_at)
       select d.company_id, 'dispute.create', 'dispute', d.id, jsonb_build_object('offerId', d.offer_id, 'reason', d.reason), d.created_at
       from nat_disputes d
       union all
       select ${ADMIN_BASE} + d.unit_id, 'dispute.resolve', 'dispute', d.id, jsonb_build_object('offerId', d.offer_id, 'status', d.status), d.resolved_at
       from nat_disputes d where d.status <> 'OPEN'`,
    ],
    [
      'sign-in counters',
      `update users u set last_login_at = l.last, login_count = l.n
       from (select actor_id, max(created_at) as last, count(*)::int as n from audit_log
             where action = 'auth.login' group by actor_id) l
       where l.actor_id = u.id`,
    ],
    ['put back indexes and constraints', 'select 1'],
    [
      'sequences',
      [
        'franchise_units',
        'users',
        'inbound_messages',
        'offers',
        'outbound_messages',
        'wallets',
        'wallet_transactions',
        'wallet_top_ups',
        'disputes',
        'offer_ratings',
      ]
        .map((t) => `select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`)
        .join(';\n'),
    ],
    ['drop staging', 'drop table nat_comp, nat_uc, nat_offers, nat_disputes, nat_mv, nat_cat'],
  ];
}

async function main(): Promise<void> {
  const server = serverUrl();
  const url = nationalUrl();
  if (server === null || url === null) {
    console.error('bench:seed-national: set BENCH_DATABASE_URL (the PostgreSQL server to fill)');
    process.exit(2);
  }
  const existing = await readMarker(url);
  if (existing !== null && !process.env.BENCH_NATIONAL_FORCE) {
    console.log(
      `national dataset already there (${NATIONAL_DATABASE}, seed ${existing.seed}, version ${existing.version}, anchor ${existing.anchor.slice(0, 10)}, seeded in ${existing.seconds} s): ${JSON.stringify(existing.counts)}`,
    );
    return;
  }
  const started = Date.now();
  // A database of the bench's own (by name): a half-filled or older one is replaced.
  await withClient(server, async (client) => {
    await client.query(`drop database if exists "${NATIONAL_DATABASE}" with (force)`);
    await client.query(`create database "${NATIONAL_DATABASE}"`);
  });

  // The project's migrations and base seed (permissions, settings, categories, the MASTER).
  type Handle = { db: unknown; close: () => Promise<void> };
  process.env.DATABASE_URL = url;
  process.env.SEED_DEMO = '0';
  process.env.NODE_ENV = 'production';
  process.env.PRIVACY_PSEUDONYM_SECRET ??= 'segredo-de-teste-dos-pseudonimos';
  process.env.MASTER_EMAIL ??= 'bench.master@tenho.com.br';
  process.env.MASTER_PASSWORD ??= 'Bench#Master2026';
  const { loadConfig } = await api<{ loadConfig: () => { databaseUrl: string; dataDir: string } }>(
    'config.ts',
  );
  const { createDatabase } = await api<{ createDatabase: (o: object) => Promise<Handle> }>('db/client.ts');
  const { migrateDatabase } = await api<{ migrateDatabase: (h: Handle) => Promise<void> }>('db/migrate.ts');
  const { runSeed } = await api<{ runSeed: (h: Handle, c: object) => Promise<unknown> }>('db/seed.ts');
  const { hashPassword } = await api<{ hashPassword: (p: string) => Promise<string> }>('lib/passwords.ts');
  const config = loadConfig();
  const handle = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(handle);
  await runSeed(handle, config);
  await handle.close();
  console.log(`migrations and base seed: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  await withClient(url, async (client) => {
    // One session, no parallel workers (deterministic and frugal on a shared machine); the bulk
    // statements commit without waiting for the disk (a crash means seeding again anyway).
    await client.query(`set max_parallel_workers_per_gather = 0;
                        set synchronous_commit = off;
                        set work_mem = '256MB';
                        set maintenance_work_mem = '512MB'`);
    await client.query(`create table bench_national_seed (seed int not null, version int not null,
      anchor timestamptz not null, started_at timestamptz not null default now(), finished_at timestamptz,
      seconds int, counts jsonb)`);
    const { rows } = await client.query<{ anchor: Date }>(
      `insert into bench_national_seed (seed, version, anchor) values ($1, $2, date_trunc('day', now())) returning anchor`,
      [NATIONAL_SEED, NATIONAL_VERSION],
    );
    const anchor = rows[0]!.anchor.toISOString();
    const { rows: backend } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = backend[0]!.pid;
    const cpuAtStart = backendCpu(pid);
    const cpu = (since: number) =>
      Number.isNaN(since) ? '' : `, backend CPU ${(backendCpu(pid) - since).toFixed(1)} s`;
    await client.query(`create unlogged table nat_cat as
      select row_number() over (order by id)::int as n, id, name from categories where is_active`);

    // Indexes and constraints of the bulk tables, kept in the database while they are set aside.
    await client.query(
      `create table bench_national_ddl as
      select c.conrelid::regclass::text as tbl, c.conname as name, 'constraint' as what, c.contype::text as type,
             'alter table ' || c.conrelid::regclass::text || ' add constraint ' || quote_ident(c.conname) || ' ' ||
             pg_get_constraintdef(c.oid) as ddl
      from pg_constraint c where c.conrelid::regclass::text = any($1) and c.contype in ('u', 'f')
      union all
      select i.indrelid::regclass::text, ci.relname, 'index', 'i', pg_get_indexdef(i.indexrelid)
      from pg_index i join pg_class ci on ci.oid = i.indexrelid
      where i.indrelid::regclass::text = any($1) and not i.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [BULK_TABLES],
    );

    for (const [name, text] of steps(`'${anchor}'::timestamptz`)) {
      const t0 = Date.now();
      const c0 = backendCpu(pid);
      if (name === 'set aside indexes and constraints') {
        const { rows: ddl } = await client.query<{ tbl: string; name: string; what: string }>(
          `select tbl, name, what from bench_national_ddl order by what = 'index', type = 'u'`,
        );
        for (const d of ddl) {
          await client.query(
            d.what === 'index'
              ? `drop index ${d.name.replace(/[^a-z0-9_]/g, '')}`
              : `alter table ${d.tbl} drop constraint ${d.name.replace(/[^a-z0-9_]/g, '')}`,
          );
        }
      } else if (name === 'put back indexes and constraints') {
        // Indexes and unique constraints first (built over the full tables), then the foreign keys.
        // (Building the GIN indexes, which use one core, on a second session beside the B-trees gained
        // nothing measurable: 351 s against 340.)
        const { rows: ddl } = await client.query<{ ddl: string; name: string }>(
          `select ddl, name from bench_national_ddl order by type = 'f', tbl, name`,
        );
        for (const d of ddl) {
          const s = Date.now();
          await client.query(d.ddl);
          if (Date.now() - s > 5000) console.log(`    ${d.name}: ${((Date.now() - s) / 1000).toFixed(1)} s`);
        }
      } else {
        await client.query(text);
      }
      console.log(`  ${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s${cpu(c0)}`);
    }
    await client.query('drop table bench_national_ddl');
    let t0 = Date.now();
    const c0 = backendCpu(pid);
    await client.query('vacuum analyze');
    console.log(`  vacuum analyze: ${((Date.now() - t0) / 1000).toFixed(1)} s${cpu(c0)}`);
    // The report summaries as the worker keeps them (the load's triggers left deltas, no day summarised).
    t0 = Date.now();
    const c1 = backendCpu(pid);
    await catchUpReportSummaries(url);
    console.log(`  report summaries: ${((Date.now() - t0) / 1000).toFixed(1)} s${cpu(c1)}`);

    // The bench's accounts: an ADMIN of the biggest unit, a company of it and one of its staff.
    t0 = Date.now();
    for (const [email, password] of Object.values(NATIONAL_ACCOUNTS).map(
      (a) => [a.email, a.password] as const,
    )) {
      await client.query(`update users set password_hash = $2, is_active = true where email = $1`, [
        email,
        await hashPassword(password),
      ]);
    }
    // The ledger adds up.
    const { rows: broken } = await client.query<{ wallets: number; movements: number; negative: number }>(`
      select (select count(*) from wallets w where w.balance_cents <> coalesce((select t.balance_after_cents
                from wallet_transactions t where t.wallet_id = w.id order by t.created_at desc, t.id desc limit 1), 0))::int as wallets,
             (select count(*) from (select balance_after_cents, type, amount_cents,
                       lag(balance_after_cents, 1, 0::bigint) over (partition by wallet_id order by created_at, id) as before
                     from wallet_transactions) t
               where t.balance_after_cents <> t.before + case when t.type = 'DEBIT' then -t.amount_cents else t.amount_cents end)::int as movements,
             (select count(*) from wallet_transactions where balance_after_cents < 0)::int as negative`);
    console.log(`  ledger check: ${((Date.now() - t0) / 1000).toFixed(1)} s — ${JSON.stringify(broken[0])}`);
    if (broken[0]!.wallets + broken[0]!.movements + broken[0]!.negative > 0)
      throw new Error('the ledger does not add up');
    // The requests' answer_status, written with them, is what migration 0034's trigger
    // (offers_sync_answer_status) makes of their offers: checked on every 97th request.
    t0 = Date.now();
    const { rows: statuses } = await client.query<{ checked: number; wrong: number }>(`
      select count(*)::int as checked, count(*) filter (where m.answer_status <> s.status)::int as wrong
      from inbound_messages m
      cross join lateral (
        select case when bool_or(f.status = 'ACCEPTED') then 'Respondido'
                    when bool_or(f.status = 'REJECTED') then 'Negativo' else 'Pendente' end as status
        from offers f where f.message_id = m.id) s
      where m.id % 97 = 0`);
    console.log(
      `  answer status check: ${((Date.now() - t0) / 1000).toFixed(1)} s — ${JSON.stringify(statuses[0])}`,
    );
    if (statuses[0]!.wrong > 0) throw new Error('requests whose answer_status is not their offers’');

    const { rows: counts } = await client.query<{ counts: Record<string, number> }>(`
      select jsonb_build_object(
        'units', (select count(*) from franchise_units), 'companies', (select count(*) from users where role = 'CLIENT'),
        'users', (select count(*) from users), 'requests', (select count(*) from inbound_messages),
        'offers', (select count(*) from offers), 'accepted', (select count(*) from offers where status = 'ACCEPTED'),
        'outbound', (select count(*) from outbound_messages), 'movements', (select count(*) from wallet_transactions),
        'top_ups', (select count(*) from wallet_top_ups), 'disputes', (select count(*) from disputes),
        'ratings', (select count(*) from offer_ratings), 'audit', (select count(*) from audit_log),
        'database_mb', pg_database_size(current_database()) / 1048576) as counts`);
    const seconds = Math.round((Date.now() - started) / 1000);
    await client.query(`update bench_national_seed set finished_at = now(), seconds = $1, counts = $2`, [
      seconds,
      counts[0]!.counts,
    ]);
    console.log(
      `national dataset seeded in ${seconds} s${cpu(cpuAtStart)} (${NATIONAL_DATABASE}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}): ${JSON.stringify(counts[0]!.counts)}`,
    );
  });
}

await main();

/**
 * Screenshots of the people screens at 390 px and 1440 px, to look at them (not a test):
 *   npm run build && npx tsx e2e/scripts/screenshots.ts [port]
 * Starts its own server on a fresh temp database (default port 3440) and writes PNGs to
 * e2e/output/screens.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, resolveChromiumPath } from '../support/chromium-path.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { DEMO, DEMO_PASSWORD, openAuthModal, submitLogin } from '../support/journey.ts';
import { toneWav } from '../support/audio.ts';
import { FAKE_TRANSCRIPT, startFakeTranscriber } from '../support/fake-transcriber.ts';
import { stripedPng } from '../support/images.ts';
import { startServer } from '../support/server.ts';

const WIDTHS = [390, 1440] as const;
const out = resolve(import.meta.dirname, '../output/screens');

type Shot = {
  name: string;
  as: { email: string; password: string; home: string } | null;
  run: (page: Page) => Promise<void>;
};

const master = { email: E2E_MASTER.email, password: E2E_MASTER.password, home: '/master' };
const admin = { email: DEMO.admin.email, password: DEMO_PASSWORD, home: '/admin' };
const client = { email: DEMO.client.email, password: DEMO_PASSWORD, home: '/client' };
const companyUser = { email: DEMO.user.email, password: DEMO_PASSWORD, home: '/user' };

async function settle(page: Page) {
  // Not 'networkidle': an open panel keeps its live event stream (GET /api/events) open.
  await page.waitForLoadState('load');
  await page.waitForTimeout(900);
}

/** PUT of the signed-in company's lead preferences, from the page (issue 32 screens). */
async function putOwnPreferences(page: Page, body: unknown) {
  const status = await page.evaluate(async (payload) => {
    const stored = JSON.parse(window.localStorage.getItem('auth-storage') ?? '{}') as {
      state?: { token?: string; user?: { id?: number } };
    };
    const response = await fetch(`/api/users/${stored.state?.user?.id}/lead-preferences`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${stored.state?.token}` },
      body: JSON.stringify(payload),
    });
    return response.status;
  }, body);
  if (status !== 200) throw new Error(`lead-preferences PUT answered ${status}`);
}

/** A week with a lunch break and a night shift on Friday (past midnight). */
const SAMPLE_HOURS = [
  { weekday: 1, open: '08:00', close: '12:00' },
  { weekday: 1, open: '13:30', close: '18:00' },
  { weekday: 2, open: '08:00', close: '18:00' },
  { weekday: 3, open: '08:00', close: '18:00' },
  { weekday: 4, open: '08:00', close: '18:00' },
  { weekday: 5, open: '08:00', close: '18:00' },
  { weekday: 5, open: '20:00', close: '02:00' },
  { weekday: 6, open: '08:00', close: '12:00' },
];

/** The consumer whose voice note and photo the media shots show (sent once, through the Simulador's API). */
const MEDIA_CONSUMER = { name: 'Joana Áudio', from: '(21) 97777-3030' };
const PHOTO_CAPTION = 'Vocês têm esta lâmpada? Preciso de duas iguais';
let mediaSeeded = false;

/** Issue 30: a voice note (transcribed by the fake provider) and a photo with a caption. */
async function seedMedia(page: Page) {
  if (mediaSeeded) return;
  const login = await page.request.post('/api/auth/login', {
    data: { email: E2E_MASTER.email, password: E2E_MASTER.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const units = (await (await page.request.get('/api/franchise-units', { headers })).json()) as {
    units?: { id: number; name: string }[];
    items?: { id: number; name: string }[];
  };
  const unit = (units.units ?? units.items ?? []).find((u) => u.name === 'Tenho Zona Sul');
  if (!unit) throw new Error('Tenho Zona Sul is not in the demo data');
  const send = async (file: { name: string; mimeType: string; buffer: Buffer }, caption?: string) => {
    const response = await page.request.post('/api/simulator/media', {
      headers,
      multipart: {
        unit_id: String(unit.id),
        from: MEDIA_CONSUMER.from,
        name: MEDIA_CONSUMER.name,
        ...(caption ? { caption } : {}),
        file,
      },
    });
    if (!response.ok()) throw new Error(`simulator media answered ${response.status()}`);
  };
  await send({ name: 'nota.wav', mimeType: 'audio/wav', buffer: toneWav(2) });
  await send(
    { name: 'lampada.png', mimeType: 'image/png', buffer: stripedPng(480, 360, [240, 180, 40]) },
    PHOTO_CAPTION,
  );
  mediaSeeded = true;
}

async function openMediaMessages(page: Page) {
  await seedMedia(page);
  await page.goto('/master/mensagens');
  await page.getByRole('searchbox', { name: 'Buscar mensagens' }).fill(MEDIA_CONSUMER.name);
  const table = page.getByRole('table', { name: 'Mensagens recebidas' });
  for (let i = 0; i < 30; i++) {
    if (await table.getByRole('row').filter({ hasText: FAKE_TRANSCRIPT }).count()) break;
    await page.waitForTimeout(500);
    if (i % 6 === 5) await page.reload();
    await page.getByRole('searchbox', { name: 'Buscar mensagens' }).fill(MEDIA_CONSUMER.name);
  }
  await table.getByRole('row').filter({ hasText: PHOTO_CAPTION }).first().waitFor();
  return table;
}

const SHOTS: Shot[] = [
  {
    name: 'master-mensagens-midia',
    as: master,
    run: async (page) => {
      await openMediaMessages(page);
    },
  },
  {
    name: 'master-mensagens-audio',
    as: master,
    run: async (page) => {
      const table = await openMediaMessages(page);
      await table
        .getByRole('row')
        .filter({ hasText: FAKE_TRANSCRIPT })
        .getByRole('button', { name: /^Ver detalhes da mensagem/ })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'Detalhes da mensagem' })
        .getByLabel('Áudio enviado pelo cliente')
        .waitFor();
    },
  },
  {
    name: 'master-mensagens-foto',
    as: master,
    run: async (page) => {
      const table = await openMediaMessages(page);
      await table
        .getByRole('row')
        .filter({ hasText: PHOTO_CAPTION })
        .getByRole('button', { name: /^Ver detalhes da mensagem/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Ver a foto enviada pelo cliente' }).waitFor();
    },
  },
  {
    name: 'client-recebimento-card',
    as: client,
    run: async (page) => {
      await putOwnPreferences(page, {
        paused_until: null,
        spend_cap: { period: 'week', amount: 100 },
        business_hours: SAMPLE_HOURS,
      });
      await page.goto('/client');
      await page
        .getByRole('region', { name: 'Como você recebe pedidos' })
        .getByText('Limite de gastos', { exact: true })
        .waitFor();
    },
  },
  {
    name: 'client-recebimento',
    as: client,
    run: async (page) => {
      await putOwnPreferences(page, {
        paused_until: 'indefinite',
        spend_cap: { period: 'month', amount: 200 },
        business_hours: SAMPLE_HOURS,
      });
      await page.goto('/client/recebimento');
      await page.getByRole('region', { name: 'Horário de atendimento' }).waitFor();
    },
  },
  {
    name: 'client-recebimento-erros',
    as: client,
    run: async (page) => {
      await putOwnPreferences(page, { paused_until: null, spend_cap: null, business_hours: SAMPLE_HOURS });
      await page.goto('/client/recebimento');
      const cap = page.getByRole('region', { name: 'Limite de gastos' });
      await cap.getByText('Por mês', { exact: true }).click();
      await cap.getByRole('button', { name: 'Salvar limite' }).click();
      const hours = page.getByRole('region', { name: 'Horário de atendimento' });
      await hours.getByRole('textbox', { name: 'Terça: abre às' }).fill('25:00');
      await hours.getByRole('button', { name: 'Salvar horário' }).click();
    },
  },
  {
    name: 'master-usuarios-recebimento',
    as: master,
    run: async (page) => {
      await page.goto('/master/usuarios?role=CLIENT');
      await page.getByRole('table').getByRole('row').nth(2).waitFor();
    },
  },
  {
    name: 'master-franquias-empresas',
    as: master,
    run: async (page) => {
      await page.goto('/master/franquias');
      await page.getByRole('button', { name: 'Mais ações para Tenho Zona Sul' }).first().click();
      await page.getByRole('menuitem', { name: 'Ver empresas' }).click();
      await page.getByRole('list', { name: 'Empresas da franquia' }).waitFor();
    },
  },
  {
    name: 'admin-recebimento-empresa',
    as: admin,
    run: async (page) => {
      await page.goto('/admin/usuarios?role=CLIENT');
      await page
        .getByRole('button', { name: `Mais ações para ${DEMO.client.name}` })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Recebimento de pedidos' }).click();
      await page.getByRole('region', { name: 'Horário de atendimento' }).waitFor();
    },
  },
  {
    name: 'user-recebimento-card',
    as: companyUser,
    run: async (page) => {
      await page
        .getByRole('region', { name: 'Como você recebe pedidos' })
        .getByText('Agora', { exact: true })
        .waitFor();
    },
  },
  {
    name: 'admin-franquias-recebimento',
    as: admin,
    run: async (page) => {
      await page.goto('/admin/franquias');
      await page.getByRole('list', { name: 'Empresas' }).waitFor();
    },
  },
  {
    name: 'master-usuarios',
    as: master,
    run: async (page) => {
      await page.goto('/master/usuarios');
      await page.getByRole('table').getByRole('row').nth(2).waitFor();
    },
  },
  {
    name: 'master-usuarios-lista',
    as: master,
    run: async (page) => {
      await page.goto('/master/usuarios');
      await page.getByRole('group', { name: 'Visualização' }).getByText('Lista', { exact: true }).click();
      await page.getByRole('list', { name: 'Usuários' }).waitFor();
      await page.getByRole('button', { name: 'Minhas permissões' }).click();
    },
  },
  {
    name: 'master-novo-usuario',
    as: master,
    run: async (page) => {
      await page.goto('/master/usuarios');
      await page.getByRole('button', { name: 'Novo Usuário', exact: true }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'master-novo-usuario-erros',
    as: master,
    run: async (page) => {
      await page.goto('/master/usuarios');
      await page.getByRole('button', { name: 'Novo Usuário', exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Senha *', { exact: true }).fill('Segura#2026');
      await dialog.getByRole('tab', { name: /Contatos/ }).click();
      await dialog.getByRole('button', { name: 'Adicionar telefone' }).click();
      await dialog.getByRole('tab', { name: /Configurações/ }).click();
      await dialog.getByRole('button', { name: 'Criar Usuário' }).click();
      await dialog.getByRole('tab', { name: /Contatos/ }).click();
    },
  },
  {
    name: 'admin-usuarios',
    as: admin,
    run: async (page) => {
      await page.goto('/admin/usuarios');
      await page.getByRole('table').getByRole('row').nth(2).waitFor();
    },
  },
  {
    name: 'admin-editar-cliente',
    as: admin,
    run: async (page) => {
      await page.goto('/admin/usuarios');
      await page.getByRole('searchbox').fill(DEMO.client.email);
      await page.waitForTimeout(800);
      const row = page.getByRole('table').getByRole('row').filter({ hasText: DEMO.client.email });
      const edit = row.getByRole('button', { name: `Editar ${DEMO.client.name}` });
      if (await edit.isVisible()) await edit.click();
      else {
        await row.getByRole('button', { name: /^Mais ações/ }).click();
        await page.getByRole('menuitem', { name: 'Editar' }).click();
      }
      await page.getByRole('dialog').getByText('Categorias de Atuação').waitFor();
    },
  },
  {
    name: 'admin-detalhes',
    as: admin,
    run: async (page) => {
      await page.goto('/admin/usuarios');
      await page.getByRole('searchbox').fill(DEMO.client.email);
      await page.waitForTimeout(800);
      const row = page.getByRole('table').getByRole('row').filter({ hasText: DEMO.client.email });
      const details = row.getByRole('button', { name: `Ver detalhes de ${DEMO.client.name}` });
      if (await details.isVisible()) await details.click();
      else {
        await row.getByRole('button', { name: /^Mais ações/ }).click();
        await page.getByRole('menuitem', { name: 'Ver detalhes' }).click();
      }
      await page.getByRole('dialog').getByText('Telefones').waitFor();
    },
  },
  {
    name: 'client-usuarios',
    as: client,
    run: async (page) => {
      await page.goto('/client/usuarios');
      await page.getByRole('heading', { name: 'Gerenciar Clientes' }).waitFor();
    },
  },
  {
    name: 'client-perfil',
    as: client,
    run: async (page) => {
      await page.goto('/client/perfil');
      await page.getByLabel('Nome completo').waitFor();
    },
  },
  {
    name: 'client-perfil-meus-dados',
    as: client,
    run: async (page) => {
      await page.goto('/client/perfil');
      await page.getByRole('heading', { name: 'Meus dados' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'client-perfil-encerrar',
    as: client,
    run: async (page) => {
      await page.goto('/client/perfil');
      await page.getByRole('button', { name: 'Encerrar minha conta' }).click();
      await page.getByRole('dialog', { name: 'Encerrar minha conta?' }).waitFor();
    },
  },
  {
    name: 'client-perfil-pedido-encerramento',
    as: client,
    run: async (page) => {
      await page.goto('/client/perfil');
      const cancel = page.getByRole('button', { name: 'Cancelar pedido' });
      const close = page.getByRole('button', { name: 'Encerrar minha conta' });
      // The first width asks; the second finds the request already waiting.
      await cancel.or(close).first().waitFor();
      if (await close.isVisible()) {
        await close.click();
        await page.getByRole('button', { name: 'Pedir encerramento' }).click();
      }
      await cancel.scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'cadastro-termos',
    as: null,
    run: async (page) => {
      const dialog = await openAuthModal(page, 'register');
      await dialog.getByLabel('Nome da empresa', { exact: true }).fill('Serralheria Exemplo');
      await dialog.getByRole('button', { name: 'Criar conta', exact: true }).click();
      await dialog.getByText('Aceite os termos de uso para criar sua conta').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'esqueceu-a-senha',
    as: null,
    run: async (page) => {
      const dialog = await openAuthModal(page, 'login');
      await dialog.getByRole('button', { name: 'Esqueceu a senha?' }).click();
      await dialog.getByLabel('E-mail').fill('alguem@empresa.com.br');
      await dialog.getByRole('button', { name: 'Enviar link' }).click();
      await dialog.getByRole('button', { name: 'Voltar ao login' }).waitFor();
    },
  },
  {
    name: 'redefinir-senha',
    as: null,
    run: async (page) => {
      await page.goto('/redefinir-senha?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
      await page.getByLabel('Nova senha', { exact: true }).fill('Nova#senha');
    },
  },
  {
    name: 'master-mensagens',
    as: master,
    run: async (page) => {
      await page.goto('/master/mensagens');
      await page.getByRole('table', { name: 'Mensagens recebidas' }).getByRole('row').nth(2).waitFor();
    },
  },
  {
    name: 'master-mensagens-detalhes',
    as: master,
    run: async (page) => {
      await page.goto('/master/mensagens');
      await page
        .getByRole('button', { name: /^Ver detalhes da mensagem/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Detalhes da mensagem' }).waitFor();
    },
  },
  {
    name: 'client-mensagens',
    as: client,
    run: async (page) => {
      await page.goto('/client/mensagens');
      await page.getByRole('table', { name: 'Mensagens recebidas' }).getByRole('row').nth(1).waitFor();
    },
  },
  {
    name: 'client-dashboard',
    as: client,
    run: async (page) => {
      await page.getByTestId('dashboard-balance').waitFor();
    },
  },
  {
    name: 'master-seguranca',
    as: master,
    run: async (page) => {
      // A few real failed logins, so the throttle figures have something to show.
      for (let i = 0; i < 3; i += 1) {
        await page.request.post('/api/auth/login', {
          data: { email: 'tentativa.errada@tenho.com.br', password: 'Errada#2026' },
        });
      }
      await page.goto('/master/configuracoes');
      await page.getByRole('tab', { name: 'Segurança' }).click();
      await page.getByRole('list', { name: 'Sessões ativas' }).getByRole('listitem').first().waitFor();
      await page
        .getByRole('region', { name: 'Proteção do login' })
        .getByText('Falhas de login', { exact: true })
        .waitFor();
    },
  },
  {
    // The Crédito tab: the suggested top-up of pay in the chat (issue 32) and alertBacklogMax (issue 33).
    name: 'master-configuracoes-credito',
    as: master,
    run: async (page) => {
      await page.goto('/master/configuracoes');
      await page.getByLabel('Recarga sugerida no WhatsApp (R$)', { exact: true }).waitFor();
      await page.getByLabel('Alertas aguardando envio por empresa (máximo)', { exact: true }).waitFor();
    },
  },
  {
    name: 'master-permissoes-perfil',
    as: master,
    run: async (page) => {
      await page.goto('/master/configuracoes');
      await page.getByRole('tab', { name: 'Usuários', exact: true }).click();
      await page.getByRole('tab', { name: 'Permissão por Perfil', exact: true }).click();
      await page.getByText('Empresa cadastrada', { exact: true }).click();
      await page.getByRole('button', { name: /^Categorias category/ }).click();
    },
  },
  {
    name: 'master-permissoes-usuario',
    as: master,
    run: async (page) => {
      await page.goto('/master/configuracoes');
      await page.getByRole('tab', { name: 'Usuários', exact: true }).click();
      await page.getByRole('tab', { name: 'Permissão por Usuário', exact: true }).click();
      await page.getByText(/^Mostrando \d+ de \d+ usuários$/).waitFor();
    },
  },
  {
    name: 'admin-perfil-sessoes',
    as: admin,
    run: async (page) => {
      await page.goto('/admin/perfil');
      await page.getByRole('list', { name: 'Sessões ativas' }).getByRole('listitem').first().waitFor();
    },
  },
  {
    name: 'admin-simulador',
    as: admin,
    run: async (page) => {
      await page.goto('/admin/simulador');
      await page.getByRole('heading', { name: 'Empresas da franquia', exact: false }).waitFor();
    },
  },
  {
    name: 'admin-privacidade',
    as: admin,
    run: async (page) => {
      await page.goto('/admin/privacidade');
      await page.getByRole('table', { name: 'Pedidos de titulares' }).waitFor();
      await page.getByText(/Nenhum pedido de titular|Eliminação|Acesso aos dados/).first().waitFor();
    },
  },
  {
    name: 'admin-privacidade-incidentes',
    as: admin,
    run: async (page) => {
      await page.goto('/admin/privacidade');
      await page.getByRole('tab', { name: 'Incidentes' }).click();
      await page.getByText(/Nenhum incidente registrado|Prazo/).first().waitFor();
    },
  },
  {
    name: 'admin-dashboard',
    as: admin,
    run: async (page) => {
      await page.goto('/admin');
      await page.getByRole('figure', { name: 'Crescimento de Empresas' }).waitFor();
    },
  },
  {
    name: 'master-relatorios',
    as: master,
    run: async (page) => {
      await page.goto('/master/relatorios');
      await page
        .getByRole('table', { name: 'Financeiro por franquia' })
        .locator('tbody tr')
        .first()
        .waitFor();
    },
  },
  {
    name: 'master-relatorios-atividades',
    as: master,
    run: async (page) => {
      await page.goto('/master/relatorios?aba=atividades');
      await page
        .getByRole('table', { name: 'Atividades dos usuários' })
        .locator('tbody tr')
        .first()
        .waitFor();
    },
  },
  {
    name: 'admin-relatorios-mensagens',
    as: admin,
    run: async (page) => {
      await page.goto('/admin/relatorios?aba=mensagens');
      await page.getByRole('table', { name: 'Mensagens enviadas' }).waitFor();
    },
  },
  {
    name: 'client-documentos',
    as: client,
    run: async (page) => {
      await page.goto('/client/documentos');
      await page.getByRole('button', { name: 'Enviar documento' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Enviar documento' });
      await dialog.getByLabel('Arquivo').setInputFiles({
        name: 'tabela-de-precos.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n' + 'x'.repeat(48_000) + '\n%%EOF\n'),
      });
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      await page.getByRole('table', { name: 'Documentos' }).locator('tbody tr').first().waitFor();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'master-documentos-enviar',
    as: master,
    run: async (page) => {
      await page.goto('/master/documentos');
      await page.getByRole('button', { name: 'Enviar documento' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Enviar documento' });
      await dialog.getByLabel('Quem pode ver').selectOption('UNIT');
      await dialog.getByLabel('Franquia').waitFor();
    },
  },
  {
    name: 'user-dashboard',
    as: companyUser,
    run: async (page) => {
      await page.goto('/user');
      await page.getByRole('list', { name: 'Atividade recente' }).waitFor();
    },
  },
  // Seams (issue 20): phones, words for the audience, the upload refusal, the side menu.
  {
    name: 'master-simulador',
    as: master,
    run: async (page) => {
      await page.goto('/master/simulador');
      await page.getByRole('heading', { name: /^Empresas da franquia/ }).waitFor();
    },
  },
  {
    name: 'master-usuarios-email-foco',
    as: master,
    run: async (page) => {
      await page.goto('/master/usuarios');
      await page.getByRole('table').getByRole('row').nth(2).waitFor();
      await page.waitForTimeout(500);
      // A cut e-mail takes focus and shows the whole address.
      const cut = page
        .getByRole('table')
        .locator('[tabindex="0"].truncate, [tabindex="0"].line-clamp-2')
        .first();
      if (await cut.count()) {
        await cut.focus();
        await page.getByRole('tooltip').waitFor();
      }
    },
  },
  {
    name: 'client-relatorios-financeiro',
    as: client,
    run: async (page) => {
      await page.goto('/client/relatorios');
      await page.getByRole('table', { name: 'Financeiro por empresa' }).getByRole('row').nth(1).waitFor();
    },
  },
  {
    name: 'client-relatorios-mensagens',
    as: client,
    run: async (page) => {
      await page.goto('/client/relatorios?aba=mensagens');
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
    },
  },
  {
    name: 'master-relatorios-mensagens',
    as: master,
    run: async (page) => {
      await page.goto('/master/relatorios?aba=mensagens');
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
    },
  },
  {
    name: 'master-dashboard-backup',
    as: master,
    run: async (page) => {
      await page.getByRole('heading', { name: 'Ações Master' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'client-documentos-recusado',
    as: client,
    run: async (page) => {
      await page.goto('/client/documentos');
      await page.getByRole('button', { name: 'Enviar documento' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Enviar documento' });
      // Named .pdf but an executable inside: the server refuses it (415) after the bytes went up.
      await dialog.getByLabel('Arquivo').setInputFiles({
        name: 'contrato.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200_000, 7)]),
      });
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      await dialog.locator('[role="alert"], .text-red-700').first().waitFor();
    },
  },
  {
    name: 'master-relatorios-menu-lateral',
    as: master,
    run: async (page) => {
      await page.goto('/master/relatorios?aba=atividades');
      await page.getByRole('table').getByRole('row').nth(2).waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    },
  },
];

async function shoot(browser: Browser, baseUrl: string, shot: Shot, width: number) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'pt-BR',
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  const page = await context.newPage();
  try {
    if (shot.as) {
      await page.goto('/');
      const dialog = await openAuthModal(page, 'login');
      await submitLogin(dialog, shot.as);
      await page.waitForURL((url) => url.pathname === shot.as?.home);
    }
    await shot.run(page);
    await settle(page);
    const file = join(out, `${shot.name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  } catch (error) {
    console.error(`${shot.name} @ ${width}: ${(error as Error).message}`);
  } finally {
    await context.close();
  }
}

async function main() {
  mkdirSync(out, { recursive: true });
  const only = process.argv.slice(3);
  // Issue 30: voice notes are transcribed by a local fake provider (the media shots).
  const transcriber = await startFakeTranscriber();
  const server = await startServer(Number(process.argv[2] ?? 3440), { TRANSCRIBE_URL: transcriber.url });
  const browser = await chromium.launch({ executablePath: await resolveChromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const shot of SHOTS.filter((s) => only.length === 0 || only.includes(s.name))) {
      for (const width of WIDTHS) await shoot(browser, server.baseUrl, shot, width);
    }
  } finally {
    await browser.close();
    await server.stop();
    await transcriber.stop();
  }
}

await main();

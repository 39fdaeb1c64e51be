import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { toneWav } from '../support/audio.ts';
import { seriousViolations } from '../support/axe.ts';
import { fakeMicrophoneArgs, useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { FAKE_TRANSCRIPT } from '../support/fake-transcriber.ts';
import { stripedPng } from '../support/images.ts';
import { loginAs, openFromSidebar, seen } from '../support/journey.ts';
import { journeyTarget } from '../support/target.ts';

/**
 * Issue 30 end to end: in the Simulador a consumer of Tenho Zona Sul records a voice note with
 * Chromium's fake microphone (a WAV this journey writes), the server transcribes it with the fake
 * provider of the global setup, and the chat shows the transcript; then the consumer sends a photo
 * with a caption. Central de Mensagens shows both: the audio's player and transcript, the photo's
 * thumbnail opening the whole photo.
 */

const UNIT = 'Tenho Zona Sul';
const clipDir = mkdtempSync(join(tmpdir(), 'tenho-voice-'));
const clip = join(clipDir, 'microfone.wav');
writeFileSync(clip, toneWav(3));

const phone = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

function consumerNumber(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `(31) 98${digits.slice(0, 3)}-${digits.slice(3)}`;
}

describe('Voice notes and photos in the Simulador and Central de Mensagens', () => {
  const browser = useBrowser({ args: fakeMicrophoneArgs(clip) });
  afterAll(() => rmSync(clipDir, { recursive: true, force: true }));

  it('a recorded voice note is transcribed and shown; a photo goes with its caption; both are in Central de Mensagens', async () => {
    const consumer = { name: `Voz ${Date.now().toString(36)}`, typed: consumerNumber() };
    const caption = `Tem esta peça? ${Date.now().toString(36)}`;
    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await openFromSidebar(page, 'Simulador', '/master/simulador');
      await page.getByLabel('Franquia', { exact: true }).selectOption({ label: UNIT });
      await page.getByLabel('Nome do cliente', { exact: true }).fill(consumer.name);
      await page.getByLabel('WhatsApp do cliente', { exact: true }).fill(consumer.typed);

      // The consumer records a voice note: the fake microphone plays the journey's clip.
      await page.getByRole('button', { name: 'Gravar áudio' }).click();
      expect(await seen(page.getByText('Gravando…'), 10_000)).toBe(true);
      await page.waitForTimeout(1500);
      await page.getByRole('button', { name: 'Parar e enviar áudio' }).click();

      // The transcript arrives in the chat (the conversation is polled).
      const consumerPhone = phone(page, consumer.name);
      const voiceNote = consumerPhone
        .getByRole('listitem')
        .filter({ hasText: /Áudio · (transcrição|aguardando)/ });
      expect(await seen(voiceNote, 20_000)).toBe(true);
      expect(await seen(voiceNote.getByText(FAKE_TRANSCRIPT), 30_000)).toBe(true);

      // The provider got the browser's recording (WebM/Opus) with the language pinned.
      const received = (await (await fetch(`${journeyTarget().transcribeUrl}/requests`)).json()) as {
        fileName: string;
        language: string;
        fileSize: number;
      }[];
      expect(received.at(-1)).toMatchObject({ fileName: 'audio.webm', language: 'pt' });
      expect(received.at(-1)!.fileSize).toBeGreaterThan(1000);

      // A photo with a caption (the text typed in the message box).
      await page.getByLabel('Mensagem do cliente', { exact: true }).fill(caption);
      await page.getByLabel('Foto do cliente', { exact: true }).setInputFiles({
        name: 'peca.png',
        mimeType: 'image/png',
        buffer: stripedPng(320, 240, [30, 120, 200]),
      });
      const photo = consumerPhone.getByRole('listitem').filter({ hasText: caption });
      expect(await seen(photo, 20_000)).toBe(true);
      expect(await photo.getByText('Foto', { exact: true }).isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // Central de Mensagens: the audio with its player and transcript.
      await openFromSidebar(page, 'Mensagens', '/master/mensagens');
      const table = page.getByRole('table', { name: 'Mensagens recebidas' });
      await page.getByRole('searchbox', { name: 'Buscar mensagens' }).fill(consumer.name);
      const audioRow = table.getByRole('row').filter({ hasText: FAKE_TRANSCRIPT });
      expect(await seen(audioRow, 15_000)).toBe(true);
      expect(await audioRow.getByText('Áudio transcrito').first().isVisible()).toBe(true);
      await audioRow
        .getByRole('button', { name: /^Ver detalhes da mensagem/ })
        .first()
        .click();
      let dialog = page.getByRole('dialog', { name: 'Detalhes da mensagem' });
      await dialog.waitFor();
      expect(await seen(dialog.getByLabel('Áudio enviado pelo cliente'), 10_000)).toBe(true);
      expect(await dialog.getByText('(transcrição do áudio)').isVisible()).toBe(true);
      const src = await dialog.getByLabel('Áudio enviado pelo cliente').getAttribute('src');
      expect(src).toMatch(/^blob:/);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // … and the photo: a thumbnail that opens the whole photo.
      const photoRow = table.getByRole('row').filter({ hasText: caption });
      expect(await seen(photoRow, 15_000)).toBe(true);
      await photoRow
        .getByRole('button', { name: /^Ver detalhes da mensagem/ })
        .first()
        .click();
      dialog = page.getByRole('dialog', { name: 'Detalhes da mensagem' });
      await dialog.waitFor();
      const thumbnail = dialog.getByRole('button', { name: 'Ver a foto enviada pelo cliente' });
      expect(await seen(thumbnail, 15_000)).toBe(true);
      await thumbnail.click();
      const full = page.getByRole('dialog', { name: 'Foto enviada pelo cliente' });
      await full.waitFor();
      expect(await full.getByAltText('Foto enviada pelo cliente').getAttribute('src')).toMatch(/^blob:/);
      expect(
        await full
          .getByAltText('Foto enviada pelo cliente')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBe(320);
    } finally {
      await context.close();
    }
  });
});

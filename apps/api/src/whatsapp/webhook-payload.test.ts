import { describe, expect, it } from 'vitest';
import { parseWebhookPayload } from './webhook-payload.ts';

const delivery = (profileName: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '1',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '5541999990000', phone_number_id: '123456' },
            contacts: [{ wa_id: '5541988887777', profile: { name: profileName } }],
            messages: [
              {
                from: '5541988887777',
                id: 'wamid.abc',
                timestamp: '1764370000',
                type: 'text',
                text: { body: 'alguém tem pneu aro 15?' },
              },
            ],
          },
        },
      ],
    },
  ],
});

describe('parseWebhookPayload: the consumer profile name', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('drops bidi overrides and zero-width characters a consumer typed into the name', () => {
    const [message] = parseWebhookPayload(delivery('Jo\u202Eão\u200B Silva\uFEFF'), now).messages;
    expect(message!.senderName).toBe('João Silva');
  });

  it('keeps emoji sequences (zero-width joiner) and gives null for a name of invisible characters only', () => {
    expect(parseWebhookPayload(delivery('Ana 👩‍🔧'), now).messages[0]!.senderName).toBe('Ana 👩‍🔧');
    expect(parseWebhookPayload(delivery('\u202E\u200B '), now).messages[0]!.senderName).toBeNull();
  });
});

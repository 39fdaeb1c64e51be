import { Fragment } from 'react';
import { whatsappSegments } from '@tenho/domain/whatsapp/markup';

/**
 * A WhatsApp message body as WhatsApp shows it: *bold*, _italic_, ~strike~ and ```mono``` styled,
 * everything else as plain text (never HTML).
 */
export function WhatsappText({ text }: { text: string }) {
  return (
    <>
      {whatsappSegments(text).map((segment, index) => {
        switch (segment.style) {
          case 'bold':
            return (
              <strong key={index} className="font-semibold">
                {segment.text}
              </strong>
            );
          case 'italic':
            return <em key={index}>{segment.text}</em>;
          case 'strike':
            return <s key={index}>{segment.text}</s>;
          case 'mono':
            return (
              <code key={index} className="font-mono text-[0.95em]">
                {segment.text}
              </code>
            );
          default:
            return <Fragment key={index}>{segment.text}</Fragment>;
        }
      })}
    </>
  );
}

import { Fragment } from 'react';

/** A WhatsApp message body: its *bold* markup as <strong>, everything else as plain text (never HTML). */
export function WhatsappText({ text }: { text: string }) {
  const parts = text.split(/(\*[^*\n]+\*)/g);
  return (
    <>
      {parts.map((part, index) =>
        /^\*[^*\n]+\*$/.test(part) ? (
          <strong key={index} className="font-semibold">
            {part.slice(1, -1)}
          </strong>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

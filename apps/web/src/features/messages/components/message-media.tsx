import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Camera, Mic } from 'lucide-react';
import { messageTypeLabel } from '@tenho/domain/messages/message-types';
import type { InboundMessage } from '@tenho/domain/messages/messages.schemas';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/query-error';
import { API_BASE } from '@/lib/api-client';
import { sessionFetch } from '@/lib/session-fetch';

/** The type of a message beside its text, when it is not a plain text. */
export function MessageTypeBadge({ message }: { message: Pick<InboundMessage, 'type' | 'transcript'> }) {
  if (message.type === 'text') return null;
  return (
    <Badge tone="grey">
      {message.type === 'audio' ? (
        <Mic className="mr-0.5 inline size-3" aria-hidden="true" />
      ) : message.type === 'image' ? (
        <Camera className="mr-0.5 inline size-3" aria-hidden="true" />
      ) : null}
      {messageTypeLabel(message.type)}
      {message.transcript ? ' transcrito' : ''}
    </Badge>
  );
}

/**
 * The stored audio (a player) or photo of a message, fetched with the session (the route is
 * authenticated, so a plain src cannot be used) and shown from an object URL.
 */
export function MessageMedia({ message }: { message: Pick<InboundMessage, 'id' | 'type' | 'media'> }) {
  const media = message.media;
  const query = useQuery({
    queryKey: ['messages', message.id, 'media'],
    enabled: media !== null,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const path = media!.url.startsWith(API_BASE) ? media!.url.slice(API_BASE.length) : media!.url;
      return (await sessionFetch(path, { signal })).blob();
    },
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  if (!media) return null;
  if (query.isError) return <QueryError query={query} message="Não foi possível carregar a mídia." />;
  if (!url)
    return media.kind === 'image' ? (
      <div role="status">
        <Skeleton className="size-28 rounded-xl" />
        <span className="sr-only">Carregando foto…</span>
      </div>
    ) : (
      <p className="text-xs text-slate-500">Carregando mídia…</p>
    );
  return media.kind === 'audio' ? (
    <audio controls src={url} className="w-full max-w-md" aria-label="Áudio enviado pelo cliente">
      <track kind="captions" />
    </audio>
  ) : media.kind === 'image' ? (
    <PhotoThumbnail url={url} />
  ) : null;
}

/** A small square of the photo; it opens the whole photo over the page. */
function PhotoThumbnail({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group block overflow-hidden rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-label="Ver a foto enviada pelo cliente"
      >
        <img
          src={url}
          alt="Miniatura da foto enviada pelo cliente"
          className="size-28 object-cover transition-opacity group-hover:opacity-90"
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-3xl p-4">
          <DialogTitle className="pr-8 text-base">Foto enviada pelo cliente</DialogTitle>
          <DialogDescription className="sr-only">A foto no tamanho original.</DialogDescription>
          <img
            src={url}
            alt="Foto enviada pelo cliente"
            className="mx-auto mt-3 max-h-[75dvh] max-w-full rounded-lg object-contain"
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

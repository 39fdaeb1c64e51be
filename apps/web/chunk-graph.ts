import type { Rolldown } from 'vite';

export type Chunk = Extract<Rolldown.OutputBundle[string], { type: 'chunk' }>;

/** The chunks of the bundle, the entry (the shell) and the static import closure of a few of them. */
export function chunkGraph(bundle: Rolldown.OutputBundle | undefined) {
  const chunks = Object.values(bundle ?? {}).filter((file): file is Chunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (from: string[]) => {
    const seen = new Set<string>();
    const pending = [...from];
    while (pending.length > 0) {
      const name = pending.shift()!;
      if (seen.has(name)) continue;
      seen.add(name);
      pending.push(...(byName.get(name)?.imports ?? []));
    }
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  return { chunks, entry, closure };
}

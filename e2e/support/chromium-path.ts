import sparticuz from '@sparticuz/chromium';

/**
 * The one place that says which browser the repo drives (journeys, screenshots, bench, Lighthouse):
 * `CHROMIUM_PATH` when set, otherwise the Chromium build pinned in the lockfile through
 * `@sparticuz/chromium`, unpacked once into the temp dir. No system browser, no download, no root.
 */
export async function resolveChromiumPath(): Promise<string> {
  const override = process.env.CHROMIUM_PATH?.trim();
  if (override) return override;
  return sparticuz.executablePath();
}

/** Flags for a closed network: no background traffic, no component updates, no first-run UI. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

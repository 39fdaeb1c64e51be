/**
 * A short pt-BR label of the device behind a session, from its User-Agent header ("Chrome no
 * Windows", "Safari no iPhone"). Only the common browsers and systems are told apart: the label
 * helps a person recognise their own sessions, it is not used for any decision.
 */

export const UNKNOWN_DEVICE = 'Navegador desconhecido';

/** Checked in order: the first match wins (Edge and Opera also say "Chrome", Chrome says "Safari"). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera|OPT)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad|iPod)\b.*\bAppleWebKit\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

function firstMatch(table: [RegExp, string][], userAgent: string): string | null {
  for (const [pattern, label] of table) if (pattern.test(userAgent)) return label;
  return null;
}

export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim().slice(0, 512) ?? '';
  if (!ua) return UNKNOWN_DEVICE;
  const browser = firstMatch(BROWSERS, ua);
  const system = firstMatch(SYSTEMS, ua);
  if (browser && system) return `${browser} no ${system}`;
  if (browser) return browser;
  if (system) return `Navegador no ${system}`;
  return UNKNOWN_DEVICE;
}

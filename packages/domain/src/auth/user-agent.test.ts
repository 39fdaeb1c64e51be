import { describe, expect, it } from 'vitest';
import { deviceLabel, UNKNOWN_DEVICE } from './user-agent.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('deviceLabel', () => {
  it.each([
    [UA.chromeWindows, 'Chrome no Windows'],
    [UA.edgeWindows, 'Edge no Windows'],
    [UA.safariIphone, 'Safari no iPhone'],
    [UA.chromeIphone, 'Chrome no iPhone'],
    [UA.safariMac, 'Safari no macOS'],
    [UA.firefoxLinux, 'Firefox no Linux'],
    [UA.chromeAndroid, 'Chrome no Android'],
    [UA.samsungAndroid, 'Samsung Internet no Android'],
    [UA.operaWindows, 'Opera no Windows'],
    [UA.safariIpad, 'Safari no iPad'],
    [UA.chromeOs, 'Chrome no ChromeOS'],
  ])('%s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it('falls back when the browser or everything is unknown', () => {
    expect(deviceLabel(null)).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel(undefined)).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel('   ')).toBe('Navegador desconhecido');
    expect(deviceLabel('curl/8.5.0')).toBe('Navegador desconhecido');
    expect(deviceLabel('lightMyRequest')).toBe('Navegador desconhecido');
    expect(deviceLabel('SomeApp/1.0 (Windows NT 10.0)')).toBe('Navegador no Windows');
  });
});

import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { useAuthStore } from '@/lib/auth-store';

// jsdom lacks a few browser APIs that Radix and sonner touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in module state and replays the active ones to the next <Toaster>:
  // dismiss them so no test sees the toasts of the one before.
  toast.dismiss();
  useAuthStore.getState().logout();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

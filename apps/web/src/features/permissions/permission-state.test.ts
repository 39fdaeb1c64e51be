import { describe, expect, it } from 'vitest';
import {
  effectiveValue,
  enabledCount,
  isOverridden,
  matchesSearch,
  pendingRequests,
  resetOverride,
  roleEnabledMap,
  sameOverrides,
  setOverride,
  shownValue,
  togglePending,
} from './permission-state';

const links = [
  { role: 'CLIENT', permission_id: 1, enabled: true },
  { role: 'CLIENT', permission_id: 2, enabled: false },
  { role: 'ADMIN', permission_id: 3, enabled: true },
];

describe('role permissions: pending changes', () => {
  it('reads one role’s links; a missing link is disabled', () => {
    const saved = roleEnabledMap(links, 'CLIENT');
    expect([...saved]).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(shownValue(new Map(), saved, 3)).toBe(false);
  });

  it('keeps only real changes: toggling back drops the pending change', () => {
    const saved = roleEnabledMap(links, 'CLIENT');
    let pending = togglePending(new Map(), saved, 1, false);
    expect([...pending]).toEqual([[1, false]]);
    expect(shownValue(pending, saved, 1)).toBe(false);
    pending = togglePending(pending, saved, 3, true);
    expect(enabledCount([1, 2, 3], pending, saved)).toBe(1);
    pending = togglePending(pending, saved, 1, true);
    expect([...pending]).toEqual([[3, true]]);
    expect(pendingRequests('CLIENT', pending)).toEqual([{ role: 'CLIENT', permission_id: 3, enabled: true }]);
    expect(togglePending(pending, saved, 3, false).size).toBe(0);
  });

  it('sends one request per changed pair, in id order', () => {
    const pending = new Map([
      [9, true],
      [2, true],
      [5, false],
    ]);
    expect(pendingRequests('USER', pending).map((r) => r.permission_id)).toEqual([2, 5, 9]);
  });
});

describe('user overrides', () => {
  it('an override wins over the role default, both ways', () => {
    expect(effectiveValue({ 'a.view': true }, false, 'a.view')).toBe(true);
    expect(effectiveValue({ 'a.view': false }, true, 'a.view')).toBe(false);
    expect(effectiveValue({}, true, 'a.view')).toBe(true);
    expect(isOverridden({ 'a.view': false }, 'a.view')).toBe(true);
    expect(isOverridden({}, 'a.view')).toBe(false);
  });

  it('setting the role default value removes the override; another value adds it', () => {
    const on = setOverride({}, 'category.access', true, false);
    expect(on).toEqual({ 'category.access': true });
    expect(setOverride(on, 'category.access', false, false)).toEqual({});
    expect(setOverride({}, 'category.access', true, true)).toEqual({});
  });

  it('Resetar removes only that override', () => {
    const overrides = { 'a.view': true, 'b.view': false };
    expect(resetOverride(overrides, 'a.view')).toEqual({ 'b.view': false });
    expect(overrides).toEqual({ 'a.view': true, 'b.view': false });
    expect(sameOverrides(overrides, { 'b.view': false, 'a.view': true })).toBe(true);
    expect(sameOverrides(overrides, { 'a.view': true })).toBe(false);
  });
});

describe('search', () => {
  it('matches e-mail or display name, ignoring case and accents', () => {
    expect(matchesSearch('joao', 'joao@x.com', null)).toBe(true);
    expect(matchesSearch('JOÃO', 'x@y.com', 'João Silva')).toBe(true);
    expect(matchesSearch('maria', 'x@y.com', 'João')).toBe(false);
    expect(matchesSearch('  ', 'x@y.com')).toBe(true);
  });
});

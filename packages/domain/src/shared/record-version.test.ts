import { describe, expect, it } from 'vitest';
import { formatEtag, parseIfMatch } from './record-version';

describe('record versions (If-Match / ETag)', () => {
  it('reads back what it formats, weak or strong', () => {
    expect(parseIfMatch(formatEtag(7))).toBe(7);
    expect(parseIfMatch('"12"')).toBe(12);
    expect(parseIfMatch(' 3 ')).toBe(3);
  });
  it('treats a missing header and * as no precondition', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch('*')).toBeUndefined();
    expect(parseIfMatch('')).toBeUndefined();
  });
  it('refuses anything else', () => {
    expect(parseIfMatch('W/"abc"')).toBeNull();
    expect(parseIfMatch('"1", "2"')).toBeNull();
    expect(parseIfMatch('-1')).toBeNull();
  });
});

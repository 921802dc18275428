import { describe, expect, it } from 'vitest';
import { safeUrl } from './answer-text';

describe('safeUrl', () => {
  it('keeps site routes, in-page anchors and http(s) links', () => {
    expect(safeUrl('/docs/tracing#decorator')).toBe('/docs/tracing#decorator');
    expect(safeUrl('/docs?q=a/b')).toBe('/docs?q=a/b');
    expect(safeUrl('#setup')).toBe('#setup');
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeUrl('HTTP://example.com')).toBe('HTTP://example.com');
  });

  it('refuses paths the browser resolves to another host', () => {
    expect(safeUrl('//evil.example/x')).toBeNull();
    expect(safeUrl('/\\evil.example')).toBeNull();
    expect(safeUrl('/\\/evil.example')).toBeNull();
    expect(safeUrl('/\t/evil.example')).toBeNull();
    expect(safeUrl('/\n/evil.example')).toBeNull();
    expect(safeUrl(' //evil.example')).toBeNull();
  });

  it('refuses every other scheme', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeUrl('vbscript:msgbox')).toBeNull();
    expect(safeUrl('mailto:a@example.com')).toBeNull();
    expect(safeUrl('evil.example')).toBeNull();
  });
});

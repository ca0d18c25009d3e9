import { describe, expect, it } from 'vitest';
import { hasCurrentConsent } from './cookie-consent';

const cookie = (value: object) => `cc_cookie=${encodeURIComponent(JSON.stringify(value))}`;
const now = Date.parse('2026-03-01T12:00:00Z');

describe('hasCurrentConsent', () => {
  it('finds an answer to the current banner among other cookies', () => {
    const answered = cookie({ categories: ['necessary'], revision: 0, expirationTime: now + 1000 });
    expect(hasCurrentConsent(`theme=dark; ${answered}; other=1`, now)).toBe(true);
  });

  it('shows the banner again for no answer, an older revision, an expired answer or a damaged cookie', () => {
    expect(hasCurrentConsent('', now)).toBe(false);
    expect(hasCurrentConsent('theme=dark', now)).toBe(false);
    expect(hasCurrentConsent(cookie({ categories: ['necessary'], revision: -1 }), now)).toBe(false);
    expect(
      hasCurrentConsent(cookie({ categories: ['necessary'], revision: 0, expirationTime: now - 1 }), now),
    ).toBe(false);
    expect(hasCurrentConsent('cc_cookie=%7Bnot-json', now)).toBe(false);
  });
});

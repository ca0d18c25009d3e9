import { COOKIE_CONSENT_LANGUAGE, COOKIE_CONSENT_REVISION } from '@penwright/shared';
import type { CookieConsentConfig } from 'vanilla-cookieconsent';

/** The banner and preferences modal: one read-only `necessary` category, revision 0, English. */
export function consentConfig(onChange: () => void): CookieConsentConfig {
  return {
    revision: COOKIE_CONSENT_REVISION,
    mode: 'opt-in',
    // Shown to automated browsers too, so end-to-end tests see what visitors see.
    hideFromBots: false,
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: false },
      preferencesModal: { layout: 'box' },
    },
    onConsent: onChange,
    onChange,
    categories: {
      necessary: { enabled: true, readOnly: true },
    },
    language: {
      default: COOKIE_CONSENT_LANGUAGE,
      translations: {
        en: {
          consentModal: {
            title: 'We value your privacy',
            description:
              'Penwright only sets the cookies it needs to keep you signed in, protect your account and remember this choice. We do not run advertising or cross-site tracking.',
            acceptAllBtn: 'I understand',
            showPreferencesBtn: 'Manage preferences',
            footer: '<a href="/privacy">Privacy Policy</a><a href="/terms">Terms of Service</a>',
          },
          preferencesModal: {
            title: 'Manage Your Cookie Preferences',
            savePreferencesBtn: 'Save my preferences',
            closeIconLabel: 'Close',
            sections: [
              {
                title: 'How Penwright uses cookies',
                description:
                  'Cookies here are small files that let the writing workspace recognise your session between pages. Read the <a href="/privacy">Privacy Policy</a> for what we store and why.',
              },
              {
                title: 'Strictly necessary cookies <span class="pm__badge">Always enabled</span>',
                description:
                  'Sign-in session, security tokens that protect forms, and the record of this consent choice. Penwright cannot work without them, so they cannot be switched off.',
                linkedCategory: 'necessary',
              },
            ],
          },
        },
      },
    },
  };
}

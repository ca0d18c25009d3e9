/** Business constants from the product specification (section 9). */
export const AUTOSAVE_LOCAL_INTERVAL_MS = 300_000;
export const AUTOSAVE_BACKEND_THRESHOLD_MS = 1_800_000;
export const AUTOSAVE_CHECK_INTERVAL_MS = 60_000;

export const PROJECT_PAGE_SIZE = 20;
export const SUBSCRIPTION_HISTORY_PAGE_SIZE = 5;
/** A draft meets its word target when within this share of it (±10 %). */
export const WORD_COUNT_TOLERANCE = 0.1;

export const TOKEN_REFRESH_LEAD_MS = 5 * 60_000;
export const ID_TOKEN_LIFETIME_SECONDS = 15 * 60;
export const CLAIMS_RETRY_DELAY_MS = 500;
export const GRAMMAR_REOBSERVE_MS = 100;

export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 10 * 60_000;
export const QUERY_RETRY = 1;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

export const FREE_PLAN_ID = 'starter';
export const SUPPORTED_CURRENCY = 'usd';
export const PLAN_DISPLAY_ORDER = ['starter', 'student', 'professional'] as const;

export const COOKIE_CONSENT_REVISION = 0;
export const COOKIE_CONSENT_LANGUAGE = 'en';
export const COOKIE_CONSENT_CATEGORIES = ['necessary'] as const;

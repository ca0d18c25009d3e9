/** Every route the web app links to, in one place. */
export const paths = {
  home: '/',
  features: '/#features',
  howItWorks: '/#how-it-works',
  pricing: '/#pricing',
  privacy: '/privacy',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  unauthorised: '/unauthorised',
  contact: '/contact',
  help: '/help',
  auth: '/auth',
  login: '/auth/login',
  resetPassword: '/auth/reset-password',
  dashboard: '/dashboard',
  projects: '/dashboard/projects',
  newProject: '/dashboard/projects/new',
  grammar: '/dashboard/grammar',
  citations: '/dashboard/citations',
  settings: '/dashboard/settings',
  notifications: '/dashboard/notifications',
  admin: '/dashboard/admin',
} as const;

/** The login page, remembering where the visitor wanted to go. */
export function loginPath(redirect?: string | null): string {
  return redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login;
}

/**
 * A redirect target is only followed when it stays on this site (a path, not `//host` or a URL),
 * so a crafted login link cannot send someone elsewhere.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

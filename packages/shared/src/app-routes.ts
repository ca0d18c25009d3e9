/**
 * The routes the web app renders in the browser from its empty shell: the sign-in pages and everything under the
 * dashboard (the dashboard shows its own "page not found" inside the signed-in layout). The server answers these
 * with the shell; any other path that is neither a prerendered page nor a file is a real 404.
 */
const SHELL_PAGES = new Set(['/auth', '/auth/login', '/auth/reset-password', '/dashboard']);

/** Whether `path` (no query string) is one of those routes, matched the way the client router does. */
export function isAppShellPath(path: string): boolean {
  const normal = path.toLowerCase().replace(/\/+$/, '') || '/';
  return SHELL_PAGES.has(normal) || normal.startsWith('/dashboard/');
}

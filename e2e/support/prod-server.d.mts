// Types for prod-server.mjs, which stays plain JavaScript so `npm run bench` can run it without a compiler.

export declare const repoRoot: string;
export declare const serverEntry: string;
export declare const webIndex: string;

export interface BuildCheck {
  /** Also require apps/web/dist (default true); API-only callers pass false. */
  web?: boolean;
}

export declare function assertBuilt(check?: BuildCheck): void;
export declare function freePort(): Promise<number>;

export interface StartOptions extends BuildCheck {
  /** Extra server environment, applied over the harness defaults (e.g. ADMIN_EMAILS). */
  env?: Record<string, string>;
  /** Copy the server's own output to stderr as it runs. */
  echoOutput?: boolean;
  timeoutMs?: number;
  /** Resolve only once /v1/health says the grammar engine has loaded (default true). */
  waitForGrammar?: boolean;
  /** Storage to start on, kept on stop (default: a new temporary folder, deleted on stop). */
  dataDir?: string;
  /** Port to listen on (default: a free one). */
  port?: number;
}

export interface ProdServer {
  /** Origin the server answers on and trusts as APP_URL, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  port: number;
  dataDir: string;
  pid: number | undefined;
  /** Milliseconds from spawning the server until it was ready (healthy, grammar engine loaded). */
  readyMs: number;
  /** The last lines the server printed. */
  output: string[];
  /** Stops the server and deletes its data folder unless it was given; safe to call more than once. */
  stop(): Promise<void>;
  /** Ends the server with SIGKILL, leaving its storage as a crash would; resolves once it has exited. */
  kill(): Promise<void>;
}

export declare function startProdServer(options?: StartOptions): Promise<ProdServer>;

// Types for chromium.mjs, which stays plain JavaScript so `npm run bench` can use it without a compiler.

export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];

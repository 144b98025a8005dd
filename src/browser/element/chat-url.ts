/**
 * The URL of the chat's file, for a `<link rel="modulepreload">` that fetches and compiles it
 * without running it. The script-tag build writes in the URL of its hashed file, beside the
 * loader's own (scripts/chat-file-url.ts). Through the package's modules a bundler names the
 * file, so there is none: the loader imports the chat instead.
 */
export const chatUrl: string | undefined = undefined;

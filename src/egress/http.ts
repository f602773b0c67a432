import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import type { Agent, RequestInit, Response } from 'undici';
import { EgressRefusedError, resolveOutbound, restricted } from './guard.js';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The DNS lookup of every outgoing HTTP connection: resolves through the guard, so the socket
 * connects to an address that was checked (TLS still verifies the name, the Host header keeps it).
 */
function checkedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  resolveOutbound(hostname).then(
    (addresses) => {
      const usable = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
      const [first] = usable;
      if (!first) {
        callback(Object.assign(new Error(`${hostname} has no usable address`), { code: 'ENOTFOUND' }), '');
        return;
      }
      if (options.all)
        callback(
          null,
          usable.map((a) => ({ address: a.address, family: a.family })),
        );
      else callback(null, first.address, first.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, ''),
  );
}

/** undici is loaded at the first outgoing request (a start need not load it); one Agent per process. */
let client: Promise<{ fetch: typeof import('undici').fetch; dispatcher: Agent }> | undefined;
function undici() {
  client ??= import('undici').then(({ Agent, fetch }) => ({ fetch, dispatcher: new Agent({ connect: { lookup: checkedLookup } }) }));
  return client;
}

/**
 * Resolves and checks the host of `url` without connecting: for answering a refusal before
 * anything is recorded. Throws EgressRefusedError.
 */
export async function checkOutboundUrl(url: string): Promise<void> {
  await resolveOutbound(new URL(url).hostname);
}

/**
 * fetch for addresses users chose (webhooks, chat services, PagerDuty, the AI provider): every
 * connection passes the outbound policy. An address literal is checked here (sockets never look
 * it up); a name is checked by the dispatcher's lookup each time a connection opens. A refusal
 * throws EgressRefusedError; other failures throw as fetch does.
 */
export async function outboundFetch(url: string, init: RequestInit): Promise<Response> {
  const { hostname } = new URL(url);
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  // A restricted organization's name is checked here too: the shared dispatcher may hand it a kept
  // connection another organization opened to the same origin, without a new lookup.
  if (isIP(bare) || restricted()) await resolveOutbound(bare);
  try {
    const { fetch, dispatcher } = await undici();
    return await fetch(url, { ...init, dispatcher });
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof EgressRefusedError) throw cause;
    throw error;
  }
}

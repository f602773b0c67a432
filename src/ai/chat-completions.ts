import { EgressRefusedError } from '../egress/guard.js';
import { outboundFetch } from '../egress/http.js';
import { DomainError } from '../errors.js';
import { logger } from '../logger.js';

/** The AI provider failed, answered an error, or took longer than AI_TIMEOUT_MS: 502 with its words. */
export class AiProviderError extends DomainError {
  constructor(message: string) {
    super(message, 'ai_provider_error', 502);
  }
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  /** The API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  messages: ChatMessage[];
  timeoutMs: number;
}

const MAX_PROVIDER_MESSAGE = 500;

function providerMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const candidate = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message ?? body.detail);
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim().slice(0, MAX_PROVIDER_MESSAGE);
  } catch {
    // Not JSON: the text itself is the message.
  }
  return text.trim().slice(0, MAX_PROVIDER_MESSAGE) || '(empty body)';
}

/**
 * One call to an OpenAI-compatible Chat Completions endpoint (hosted APIs, Ollama, vLLM,
 * llama.cpp). The timeout covers the whole exchange, body included; every failure becomes an
 * AiProviderError carrying the provider's own message, never a hang. The connection passes the
 * outbound policy: a refused address throws EgressRefusedError (422).
 */
export async function chatCompletion(request: ChatRequest): Promise<string> {
  const url = `${request.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (request.apiKey) headers.authorization = `Bearer ${request.apiKey}`;
  const signal = AbortSignal.timeout(request.timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await outboundFetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: request.model, messages: request.messages, temperature: 0, stream: false }),
      signal,
      redirect: 'error',
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (error instanceof EgressRefusedError) throw error;
    if (signal.aborted) throw new AiProviderError(`The AI provider did not answer within ${request.timeoutMs} ms.`);
    const cause = (error as Error & { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    throw new AiProviderError(`The AI provider could not be reached: ${cause}`);
  }
  if (status < 200 || status > 299) {
    // The provider's body may echo what it was sent (the prompt, the schema, a key): it goes to the
    // log at debug only, and the caller hears the status (issue 29).
    logger.debug({ status, body: providerMessage(text) }, 'AI provider error body');
    throw new AiProviderError(`The AI provider answered ${status}.`);
  }
  let content: unknown;
  try {
    const body = JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] };
    content = body.choices?.[0]?.message?.content;
  } catch {
    throw new AiProviderError('The AI provider answered something other than JSON.');
  }
  if (typeof content !== 'string' || !content.trim()) throw new AiProviderError('The AI provider answered no message content.');
  return content;
}

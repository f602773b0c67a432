import { resultMeta } from '../src/domain/results/read-result.js';
import { byteStream, CONTENT_TYPES, resultDownload, resultJson, type DownloadFormat } from '../src/domain/results/result-formats.js';
import { NotFoundError } from '../src/errors.js';

/**
 * Result bodies are streamed chunk by chunk (bounded memory for any size). Callers run the
 * GraphQL access check first and pass only an id it answered with.
 */
export async function resultResponse(resultId: number, format: DownloadFormat | 'wrapped', status = 200): Promise<Response> {
  const meta = await resultMeta(resultId);
  if (!meta) throw new NotFoundError('Query result');
  if (format === 'wrapped') {
    return new Response(byteStream(resultJson(meta)), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
  }
  return new Response(byteStream(resultDownload(meta, format)), {
    status,
    headers: { 'content-type': CONTENT_TYPES[format], 'content-disposition': `attachment; filename="query_result_${meta.id}.${format}"` },
  });
}

/** The async model's two shapes: `{query_result}` (streamed) or `{job}`. */
export async function executionResponse(answer: { queryResult: { id: number } | null; job: unknown }): Promise<Response> {
  if (answer.queryResult) return resultResponse(answer.queryResult.id, 'wrapped');
  return Response.json({ job: answer.job });
}

import { useEffect, useState } from 'react';
import { Switch } from 'react-aria-components';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Button } from '../../../ui/button';
import { fieldErrors } from '../../../graphql/errors';
import { AdminAiSettingsQuery, AdminUpdateAiSettingsMutation } from './settings-documents';

const messageOf = (error: CombinedError | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? 'The server cannot be reached.') : undefined;

/** What the server answers for a stored secret, and takes back as "keep the stored value". */
const SECRET_MASK = '--------';

interface Draft {
  enabled: boolean;
  baseUrl: string;
  model: string;
  apiKey: string;
  rateLimitPerMinute: string;
}

/** The AI SQL assistant: on or off, its OpenAI-compatible endpoint and model, the key (write-only) and the rate limit. */
export function AiSettingsForm() {
  const [{ data, error }, reexecute] = useQuery({ query: AdminAiSettingsQuery, requestPolicy: 'network-only' });
  const [{ fetching }, update] = useMutation(AdminUpdateAiSettingsMutation);
  const settings = data?.aiSettings;
  const [draft, setDraft] = useState<Draft>();
  const [clearKey, setClearKey] = useState(false);
  const [result, setResult] = useState<{ text: string; error: boolean; fields: Record<string, string> }>();
  useEffect(() => {
    if (settings)
      setDraft({
        enabled: settings.enabled,
        baseUrl: settings.baseUrl ?? '',
        model: settings.model ?? '',
        apiKey: '',
        rateLimitPerMinute: String(settings.rateLimitPerMinute),
      });
  }, [settings]);

  async function save(next: Draft) {
    const { data: saved, error: failed } = await update({
      input: {
        enabled: next.enabled,
        baseUrl: next.baseUrl.trim(),
        model: next.model.trim(),
        // Empty keeps the stored key (the mask); "Remove the stored key" clears it.
        apiKey: clearKey ? null : next.apiKey || SECRET_MASK,
        rateLimitPerMinute: Number(next.rateLimitPerMinute),
      },
    });
    if (failed || !saved) return setResult({ text: messageOf(failed)!, error: true, fields: fieldErrors(failed) });
    setClearKey(false);
    // aiSettings has no identity to update in the cache: read it again (the form starts over from it).
    reexecute({ requestPolicy: 'network-only' });
    setResult({
      text: `AI settings are saved; the assistant is ${saved.updateAiSettings.enabled ? 'on' : 'off'}.`,
      error: false,
      fields: {},
    });
  }

  const field = (key: keyof Draft) => ({
    'aria-invalid': !!result?.fields[key] || undefined,
    'aria-describedby': result?.fields[key] ? `ai-error-${key}` : undefined,
  });
  const fieldError = (key: keyof Draft) =>
    result?.fields[key] ? (
      <span id={`ai-error-${key}`} className="field-error">
        {result.fields[key]}
      </span>
    ) : null;

  return (
    <form
      aria-labelledby="ai-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (draft) void save(draft);
      }}
    >
      <h2 id="ai-title">AI assistant</h2>
      <p>
        Writes SQL from a question in the query editor, with any OpenAI-compatible Chat Completions endpoint. The SQL is never run by it.
      </p>
      {error ? (
        <p className="alert" role="alert">
          {messageOf(error)}
        </p>
      ) : null}
      {draft && settings ? (
        <>
          <Switch className="switch" isSelected={draft.enabled} onChange={(enabled) => setDraft({ ...draft, enabled })}>
            <span className="switch-track" aria-hidden="true" />
            AI assistant enabled
          </Switch>
          <div className="form-grid">
            <label className="field">
              <span>Base URL</span>
              <input
                type="url"
                value={draft.baseUrl}
                placeholder="https://api.openai.com/v1"
                {...field('baseUrl')}
                onChange={(e) => setDraft({ ...draft, baseUrl: e.target.value })}
              />
              {fieldError('baseUrl')}
            </label>
            <label className="field">
              <span>Model</span>
              <input value={draft.model} {...field('model')} onChange={(e) => setDraft({ ...draft, model: e.target.value })} />
              {fieldError('model')}
            </label>
            <label className="field">
              <span>
                API key <span className="muted">(secret, write-only{settings.apiKeySet ? '; one is stored' : '; none is stored'})</span>
              </span>
              <input
                type="password"
                autoComplete="new-password"
                value={draft.apiKey}
                placeholder={settings.apiKeySet ? 'unchanged' : undefined}
                disabled={clearKey}
                {...field('apiKey')}
                onChange={(e) => setDraft({ ...draft, apiKey: e.target.value })}
              />
              {fieldError('apiKey')}
            </label>
            <label className="field">
              <span>Rate limit (generations per user per minute)</span>
              <input
                type="number"
                min={1}
                max={10000}
                required
                value={draft.rateLimitPerMinute}
                {...field('rateLimitPerMinute')}
                onChange={(e) => setDraft({ ...draft, rateLimitPerMinute: e.target.value })}
              />
              {fieldError('rateLimitPerMinute')}
            </label>
          </div>
          {settings.apiKeySet ? (
            <label>
              <input type="checkbox" checked={clearKey} onChange={(e) => setClearKey(e.target.checked)} /> Remove the stored key
            </label>
          ) : null}
          <p className="muted">A stored key stays bound to its base URL: changing the URL needs the key again.</p>
          <div className="actions">
            <Button type="submit" variant="primary" isDisabled={fetching}>
              Save AI settings
            </Button>
          </div>
        </>
      ) : null}
      <p role={result?.error ? 'alert' : 'status'} className={result?.error ? 'alert' : undefined}>
        {result?.text}
      </p>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useMutation, useQuery } from 'urql';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { CreateWidgetMutation, WidgetQuerySearch } from './dashboard-documents';
import { GRID_COLUMNS } from './layout';
import { markdownHtml } from './markdown';

interface AddWidgetDialogProps {
  dashboardId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: () => void;
}

/** "Add widget": a query's visualization (search the queries, then pick one), or a Markdown text with its preview. */
export function AddWidgetDialog({ isOpen, onOpenChange, ...props }: AddWidgetDialogProps) {
  return (
    <Modal title="Add widget" isOpen={isOpen} onOpenChange={onOpenChange}>
      <AddWidgetForm {...props} />
    </Modal>
  );
}

function AddWidgetForm({ dashboardId, onAdded }: Omit<AddWidgetDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [kind, setKind] = useState<'visualization' | 'text'>('visualization');
  const [search, setSearch] = useState('');
  const [visualizationId, setVisualizationId] = useState('');
  const [text, setText] = useState('');
  const [width, setWidth] = useState(3);
  const [{ data }] = useQuery({ query: WidgetQuerySearch, variables: { search: search.trim() || null }, pause: kind !== 'visualization' });
  const [{ fetching, error }, create] = useMutation(CreateWidgetMutation);
  const ids = { kind: useId(), viz: useId(), width: useId(), text: useId(), preview: useId() };
  const queries = data?.queries.edges.map((edge) => edge.node).filter((query) => query.visualizations.length) ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await create(
      kind === 'text' ? { dashboardId, text, width } : { dashboardId, visualizationId: visualizationId || null, width },
    );
    if (result.data) onAdded();
  }

  return (
    <Form onSubmit={(event) => void submit(event)} className="add-widget-form">
      <fieldset className="field">
        <legend>Widget</legend>
        <label>
          <input type="radio" name={ids.kind} checked={kind === 'visualization'} onChange={() => setKind('visualization')} /> Visualization
        </label>{' '}
        <label>
          <input type="radio" name={ids.kind} checked={kind === 'text'} onChange={() => setKind('text')} /> Text
        </label>
      </fieldset>
      {kind === 'visualization' ? (
        <>
          <TextField label="Search queries" type="search" value={search} onChange={setSearch} autoFocus />
          <div className="field">
            <label htmlFor={ids.viz}>Visualization</label>
            <select id={ids.viz} value={visualizationId} required onChange={(event) => setVisualizationId(event.target.value)}>
              <option value="">{queries.length ? 'Pick a visualization' : 'No query with a visualization matches'}</option>
              {queries.map((query) => (
                <optgroup key={query.id} label={query.name}>
                  {query.visualizations.map((visualization) => (
                    <option key={visualization.id} value={visualization.id}>
                      {`${query.name}: ${visualization.name}`}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        </>
      ) : (
        <>
          <div className="field">
            <label htmlFor={ids.text}>Markdown</label>
            <textarea
              id={ids.text}
              rows={6}
              value={text}
              required
              onChange={(event) => setText(event.target.value)}
              aria-describedby={ids.preview}
            />
          </div>
          <section className="markdown-preview" aria-labelledby={`${ids.preview}-title`}>
            <h3 id={`${ids.preview}-title`}>Preview</h3>
            <div id={ids.preview} className="widget-text" dangerouslySetInnerHTML={{ __html: markdownHtml(text) }} />
          </section>
        </>
      )}
      <div className="field">
        <label htmlFor={ids.width}>Width</label>
        <select id={ids.width} value={width} onChange={(event) => setWidth(Number(event.target.value))}>
          {Array.from({ length: GRID_COLUMNS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} of {GRID_COLUMNS} columns
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="alert" role="alert">
          {error.graphQLErrors[0]?.message ?? 'The widget was not added.'}
        </p>
      ) : null}
      <Button type="submit" variant="primary" isDisabled={fetching}>
        Add
      </Button>
    </Form>
  );
}

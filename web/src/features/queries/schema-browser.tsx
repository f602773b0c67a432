import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { SchemaTable } from './schema-index';

interface Row {
  key: string;
  kind: 'table' | 'column';
  table: SchemaTable;
  name: string;
  type?: string;
}

const ROW = 24;

/**
 * The data source's tables and columns beside the editor: searchable (table or column names), and
 * virtualised, so 50,000 columns draw as the 30 in view. Activating a name inserts it at the cursor.
 */
export function SchemaBrowser({
  tables,
  loading,
  onInsert,
  onRefresh,
}: {
  tables: SchemaTable[];
  loading: boolean;
  onInsert: (text: string) => void;
  onRefresh: () => void;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim().toLowerCase());
  const [open, setOpen] = useState<Set<string>>(new Set());
  const scroller = useRef<HTMLDivElement>(null);

  const rows = useMemo(() => {
    const out: Row[] = [];
    for (const table of tables) {
      const tableMatches = !deferred || table.name.toLowerCase().includes(deferred);
      const columns = deferred && !tableMatches ? table.columns.filter((c) => c.name.toLowerCase().includes(deferred)) : null;
      if (!tableMatches && !columns?.length) continue;
      out.push({ key: table.name, kind: 'table', table, name: table.name });
      const shown = columns ?? (open.has(table.name) ? table.columns : []);
      for (const c of shown) out.push({ key: `${table.name}\u0000${c.name}`, kind: 'column', table, name: c.name, type: c.type });
    }
    return out;
  }, [tables, deferred, open]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 10,
  });

  const toggle = (name: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <section className="schema-browser" aria-labelledby="schema-title">
      <div className="schema-browser-head">
        <h2 id="schema-title">Schema</h2>
        <button type="button" className="button" data-variant="quiet" onClick={onRefresh}>
          Refresh schema
        </button>
      </div>
      <label className="field">
        <span>Search schema</span>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <p className="muted" aria-live="polite">
        {loading ? 'Loading schema…' : `${tables.length.toLocaleString('en-US')} tables`}
      </p>
      <div ref={scroller} className="schema-browser-list" role="list" aria-label="Tables and columns">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return (
              <div key={row.key} role="listitem" className={`schema-row ${row.kind}`} style={{ transform: `translateY(${item.start}px)` }}>
                {row.kind === 'table' ? (
                  <>
                    <button
                      type="button"
                      className="schema-toggle"
                      aria-expanded={!!deferred || open.has(row.name)}
                      aria-label={`${open.has(row.name) ? 'Hide' : 'Show'} columns of ${row.name}`}
                      onClick={() => toggle(row.name)}
                    >
                      {open.has(row.name) || deferred ? '▾' : '▸'}
                    </button>
                    <button type="button" className="schema-name" onClick={() => onInsert(row.name)} title={`Insert ${row.name}`}>
                      {row.name}
                    </button>
                  </>
                ) : (
                  <button type="button" className="schema-name" onClick={() => onInsert(row.name)} title={`Insert ${row.name}`}>
                    {row.name} <span className="muted">{row.type}</span>
                  </button>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

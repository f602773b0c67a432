import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { Compartment, EditorSelection, EditorState, Prec } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers, placeholder } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { autocompletion, closeBrackets, completionKeymap, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { MariaSQL, MySQL, PostgreSQL, sql, SQLite, StandardSQL, type SQLDialect } from '@codemirror/lang-sql';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { tags } from '@lezer/highlight';
import { StyleModule } from 'style-mod';
import { suggest, tableAliases, type SchemaIndex } from './schema-index';

/**
 * CodeMirror's styles as a constructed stylesheet (adoptedStyleSheets), not a <style> element: the
 * app's CSP (style-src 'self', no inline styles) refuses the element. style-mod adopts a sheet only
 * where the root has no <head> (shadow roots), so the document's style set is made once while
 * `document.head` reads as null; from then on every editor's styles go into that sheet.
 */
function adoptEditorStyles() {
  if (typeof document === 'undefined' || !('adoptedStyleSheets' in document)) return;
  Object.defineProperty(document, 'head', { value: null, configurable: true });
  try {
    StyleModule.mount(document, []);
  } finally {
    delete (document as { head?: unknown }).head;
  }
}
let adopted = false;

/** The dialect of a connector type (highlighting and keywords). */
export function dialectOf(type: string | undefined): SQLDialect {
  switch (type) {
    case 'pg':
    case 'postgres':
    case 'redshift':
      return PostgreSQL;
    case 'mysql':
      return MySQL;
    case 'mariadb':
      return MariaSQL;
    case 'sqlite':
      return SQLite;
    default:
      return StandardSQL;
  }
}

// Colours from the design tokens, so light and dark both keep their contrast.
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword], color: 'var(--color-accent)', fontWeight: '600' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--color-success)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--color-danger)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--color-text-muted)', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.standard(tags.name)], color: 'var(--color-link)' },
]);

const theme = EditorView.theme({
  '&': {
    fontSize: 'var(--font-size-md)',
    border: '1px solid var(--color-border-strong)',
    borderRadius: 'var(--radius-md)',
    background: 'var(--color-bg-raised)',
    color: 'var(--color-text)',
  },
  '&.cm-focused': { outline: 'none', boxShadow: 'var(--focus-ring)' },
  '.cm-content': { fontFamily: 'var(--font-mono)', minHeight: '12rem', caretColor: 'var(--color-text)' },
  // No scrolling region of its own (axe: a scrollable region must be focusable): the editor grows and wraps.
  '.cm-scroller': { fontFamily: 'var(--font-mono)' },
  '.cm-gutters': { background: 'var(--color-bg-subtle)', color: 'var(--color-text-muted)', border: 'none' },
  '.cm-activeLine': { background: 'transparent' },
  '.cm-cursor': { borderLeftColor: 'var(--color-text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { background: 'var(--color-bg-selected) !important' },
  '.cm-tooltip': { background: 'var(--color-bg-raised)', color: 'var(--color-text)', border: '1px solid var(--color-border)' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { background: 'var(--color-accent)', color: 'var(--color-accent-text)' },
  '.cm-placeholder': { color: 'var(--color-text-muted)' },
});

export interface SqlEditorHandle {
  /** The selected text when there is a selection, else the whole text. */
  textToRun: () => string;
  text: () => string;
  replaceAll: (text: string) => void;
  /** Inserts at the cursor (replacing the selection). */
  insert: (text: string) => void;
  /** Marks an error at a 1-based line and column (or clears it with null). */
  markError: (error: { line: number; column: number; message: string } | null) => void;
  focus: () => void;
}

export interface SqlEditorProps {
  initialText: string;
  dialectType: string | undefined;
  /** The schema's index when it is built; read at each completion, so it may arrive later. */
  schemaIndex: SchemaIndex | null;
  onChange: (text: string) => void;
  onRun: () => void;
}

/** CodeMirror 6 with the connector's SQL dialect, schema completion and Ctrl/Cmd+Enter to run. */
export const SqlEditor = forwardRef<SqlEditorHandle, SqlEditorProps>(function SqlEditor(
  { initialText, dialectType, schemaIndex, onChange, onRun },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const latest = useRef({ schemaIndex, onChange, onRun });
  latest.current = { schemaIndex, onChange, onRun };

  useEffect(() => {
    if (!adopted) {
      adoptEditorStyles();
      adopted = true;
    }
    const schemaSource = completionFrom(latest);
    const state = EditorState.create({
      doc: initialText,
      extensions: [
        lineNumbers(),
        EditorView.lineWrapping,
        history(),
        drawSelection(),
        highlightActiveLine(),
        bracketMatching(),
        closeBrackets(),
        placeholder('SELECT …'),
        language.current.of(sqlLanguage(dialectType, schemaSource)),
        syntaxHighlighting(highlight),
        autocompletion({ activateOnTyping: true, maxRenderedOptions: 100 }),
        lintGutter(),
        Prec.highest(
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                latest.current.onRun();
                return true;
              },
            },
          ]),
        ),
        keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({ 'aria-label': 'SQL' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
        theme,
      ],
    });
    view.current = new EditorView({ state, parent: host.current! });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
    // The editor is made once; dialect changes reconfigure it below.
  }, []);

  useEffect(() => {
    const v = view.current;
    if (!v) return;
    v.dispatch({ effects: language.current.reconfigure(sqlLanguage(dialectType, completionFrom(latest))) });
  }, [dialectType]);

  useImperativeHandle(ref, () => ({
    textToRun() {
      const v = view.current;
      if (!v) return '';
      const { from, to } = v.state.selection.main;
      return from === to ? v.state.doc.toString() : v.state.sliceDoc(from, to);
    },
    text: () => view.current?.state.doc.toString() ?? '',
    replaceAll(text: string) {
      const v = view.current;
      if (!v) return;
      v.dispatch({
        changes: { from: 0, to: v.state.doc.length, insert: text },
        selection: EditorSelection.cursor(Math.min(text.length, v.state.selection.main.head)),
      });
    },
    insert(text: string) {
      const v = view.current;
      if (!v) return;
      v.dispatch(v.state.replaceSelection(text));
      v.focus();
    },
    markError(error) {
      const v = view.current;
      if (!v) return;
      if (!error) {
        v.dispatch(setDiagnostics(v.state, []));
        return;
      }
      const line = v.state.doc.line(Math.max(1, Math.min(v.state.doc.lines, error.line)));
      const from = Math.min(line.to, line.from + Math.max(0, error.column - 1));
      const wordEnd = /^[\w"']+/.exec(v.state.sliceDoc(from, line.to))?.[0].length ?? 1;
      v.dispatch(
        setDiagnostics(v.state, [{ from, to: Math.min(line.to, from + Math.max(1, wordEnd)), severity: 'error', message: error.message }]),
      );
    },
    focus: () => view.current?.focus(),
  }));

  return <div ref={host} className="sql-editor" />;
});

type Latest = { current: { schemaIndex: SchemaIndex | null } };

function completionFrom(latest: Latest) {
  return (context: CompletionContext): CompletionResult | null => {
    const index = latest.current.schemaIndex;
    if (!index) return null;
    const word = context.matchBefore(/[\w$"]+(\.[\w$"]*)*/);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    const dot = word.text.lastIndexOf('.');
    const around = context.state.doc.sliceString(Math.max(0, context.pos - 20000), Math.min(context.state.doc.length, context.pos + 20000));
    const options = suggest(index, word.text, 200, dot > 0 ? tableAliases(around) : undefined);
    return { from: dot > 0 ? word.from + dot + 1 : word.from, options };
  };
}

function sqlLanguage(type: string | undefined, schemaSource: (context: CompletionContext) => CompletionResult | null) {
  const dialect = dialectOf(type);
  const support = sql({ dialect, upperCaseKeywords: true });
  // sql() brings the dialect's keyword completion; the schema's comes from the index.
  return [support, dialect.language.data.of({ autocomplete: schemaSource })];
}

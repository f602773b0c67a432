import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useParams } from '@tanstack/react-router';
import { useMutation, useQuery, useSubscription } from 'urql';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { RenderResult } from '../../../../src/chart-kit/format.js';
import { useLastData, useLiveRefresh } from '../../graphql/live-refresh';
import { Button } from '../../ui/button';
import { VisualizationView } from '../visualizations/visualization-view';
import {
  DashboardPageQuery,
  DashboardUpdatedSubscription,
  DeleteWidgetMutation,
  PublishDashboardMutation,
  RefreshDashboardMutation,
  UpdateWidgetMutation,
} from './dashboard-documents';
import { AddWidgetDialog } from './add-widget-dialog';
import { ShareDialog } from './share-dialog';
import { changedPositions, GRID_COLUMNS, keyboardStep, layoutOf, type KeyMove } from './layout';
import { markdownHtml } from './markdown';
import './dashboards.css';

const ROW_HEIGHT = 100;
const MARGIN = 12;

type DashboardData = NonNullable<ReturnType<typeof useDashboard>['dashboard']>;
type Widget = DashboardData['widgets'][number];

function useDashboard(slug: string) {
  const [{ data: answered, error, fetching }, reexecute] = useQuery({ query: DashboardPageQuery, variables: { slug } });
  const data = useLastData(answered, slug);
  const dashboard = data?.dashboard;
  // Live: events (a widget added, moved or removed, a result refreshed, a publish) read the page
  // again, at most once per gap however many come (every widget of a refresh sends one).
  const [{ data: event }] = useSubscription({
    query: DashboardUpdatedSubscription,
    variables: { dashboardId: dashboard?.id ?? '' },
    pause: !dashboard,
  });
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useLiveRefresh(event, reload);
  return { dashboard, error, fetching, reload };
}

/** `/dashboards/{slug}`: the widgets on their grid; editors move, resize, add and remove them, publish and share. */
export function DashboardPage() {
  const { slug } = useParams({ from: '/dashboards/$slug' });
  const { dashboard, error, reload } = useDashboard(slug);
  const [adding, setAdding] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [notice, setNotice] = useState('');
  const [{ fetching: publishing }, publish] = useMutation(PublishDashboardMutation);
  const [{ fetching: refreshing }, refresh] = useMutation(RefreshDashboardMutation);

  if (error && !dashboard)
    return (
      <section aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">Dashboard not found</h1>
        <p className="alert" role="alert">
          {error.graphQLErrors[0]?.message ?? 'The server cannot be reached.'}
        </p>
      </section>
    );
  if (!dashboard) return <p aria-busy="true">Loading…</p>;

  const { policies } = dashboard;
  async function onPublish() {
    const result = await publish({ slug });
    setNotice(result.error ? (result.error.graphQLErrors[0]?.message ?? 'Publishing failed.') : 'Published.');
    reload();
  }
  async function onRefresh() {
    const result = await refresh({ slug });
    if (result.error) return setNotice(result.error.graphQLErrors[0]?.message ?? 'Refreshing failed.');
    const failed = result.data?.refreshDashboard.filter((q) => q.error).length ?? 0;
    const count = result.data?.refreshDashboard.length ?? 0;
    setNotice(`Refreshing ${count} ${count === 1 ? 'query' : 'queries'}${failed ? ` (${failed} failed)` : ''}.`);
  }

  return (
    <section className="dashboard-page" aria-labelledby="dashboard-title">
      <div className="page-header">
        <h1 id="dashboard-title">{dashboard.name}</h1>
        <div className="dashboard-actions">
          <Button onPress={() => void onRefresh()} isDisabled={refreshing}>
            Refresh
          </Button>
          {policies.canUpdate ? <Button onPress={() => setAdding(true)}>Add widget</Button> : null}
          {policies.canShare ? <Button onPress={() => setSharing(true)}>Share</Button> : null}
          {policies.canPublish ? (
            <Button variant="primary" onPress={() => void onPublish()} isDisabled={publishing}>
              Publish
            </Button>
          ) : null}
        </div>
      </div>
      {policies.canUpdate ? <DraftBanner dashboard={dashboard} /> : null}
      <p className="dashboard-notice" role="status">
        {notice}
      </p>
      {dashboard.widgets.length === 0 ? (
        <p className="muted">{policies.canUpdate ? 'No widgets yet: "Add widget" places a chart or a text.' : 'No widgets yet.'}</p>
      ) : (
        <DashboardGrid widgets={dashboard.widgets} editable={policies.canUpdate} onNotice={setNotice} onRemoved={reload} />
      )}
      {policies.canUpdate ? (
        <AddWidgetDialog
          dashboardId={dashboard.id}
          isOpen={adding}
          onOpenChange={setAdding}
          onAdded={() => {
            setAdding(false);
            setNotice('Widget added.');
            reload();
          }}
        />
      ) : null}
      {policies.canShare ? <ShareDialog dashboard={dashboard} isOpen={sharing} onOpenChange={setSharing} /> : null}
    </section>
  );
}

/** Who sees what: the draft is the editors'; everyone else (and the public link) sees the last publish. */
function DraftBanner({ dashboard }: { dashboard: DashboardData }) {
  // The server compares the draft with the last publish (a share, rotate or revoke is no change).
  if (!dashboard.isDraft && !dashboard.hasUnpublishedChanges) return null;
  const published = dashboard.publishedAt ? new Date(dashboard.publishedAt) : null;
  return (
    <div className="draft-banner" role="note" aria-label="Draft">
      {published ? (
        <p>
          <strong>Unpublished changes.</strong> You and other editors see this draft; viewers
          {dashboard.isShared ? ' and the public link' : ''} see the version published {published.toLocaleString()}. Publish to show them
          these changes.
        </p>
      ) : (
        <p>
          <strong>Draft.</strong> Only you and other editors can see this dashboard. Publish it to show it to everyone who may view
          dashboards, and to share it by link.
        </p>
      )}
    </div>
  );
}

function widgetTitle(widget: Widget): string {
  if (widget.visualization) return `${widget.visualization.queryName}: ${widget.visualization.name}`;
  return 'Text';
}

const KEYS: Record<string, KeyMove> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
const SHIFT_KEYS: Record<string, KeyMove> = { ArrowLeft: 'narrower', ArrowRight: 'wider', ArrowUp: 'shorter', ArrowDown: 'taller' };

function DashboardGrid({
  widgets,
  editable,
  onNotice,
  onRemoved,
}: {
  widgets: Widget[];
  editable: boolean;
  onNotice: (text: string) => void;
  onRemoved: () => void;
}) {
  const { width, containerRef, mounted } = useContainerWidth();
  const stored = useMemo(() => layoutOf(widgets), [widgets]);
  const [layout, setLayout] = useState<Layout>(stored);
  // The layout as of the last step: key presses that come faster than React draws each build on the one before.
  const latest = useRef<Layout>(stored);
  // What the server holds as far as this page knows. An editor's own layout is the truth while they
  // edit (a read that started before a save may answer after it): it is taken from the server when
  // widgets come or go; a viewer's follows every read.
  const saved = useRef<Layout>(stored);
  // Which widgets there are, whatever their order: a save re-reads them sorted by their new positions,
  // which must not count as widgets coming or going (it would reset the steps still being saved).
  const widgetSet = widgets
    .map((widget) => widget.id)
    .sort()
    .join(' ');
  const follow = editable ? widgetSet : stored;
  useEffect(() => {
    saved.current = stored;
    latest.current = stored;
    setLayout(stored);
  }, [follow]);
  const [, updateWidget] = useMutation(UpdateWidgetMutation);
  const [, deleteWidget] = useMutation(DeleteWidgetMutation);
  const instructions = useId();
  // The handle a keyboard step came from keeps the focus through the redraw that the save causes.
  const keyboardFocus = useRef<string | null>(null);
  useEffect(() => {
    const id = keyboardFocus.current;
    if (!id) return;
    const handle = document.querySelector<HTMLButtonElement>(`.widget-move[data-widget="${CSS.escape(id)}"]`);
    if (handle && document.activeElement !== handle) handle.focus();
  });

  // Saves run one after another, each from what the one before it saved.
  const queue = useRef<Promise<void>>(Promise.resolve());
  function save(next: Layout) {
    latest.current = next;
    setLayout(next);
    queue.current = queue.current.then(() => send(next));
    return queue.current;
  }

  async function send(next: Layout) {
    const changes = changedPositions(saved.current, next);
    if (!changes.length) return;
    onNotice('Saving layout…');
    for (const { id, position } of changes) {
      const result = await updateWidget({ id, width: position.sizeX, options: { position } });
      if (result.error) return onNotice(result.error.graphQLErrors[0]?.message ?? 'The layout was not saved.');
      saved.current = saved.current.map((item) =>
        item.i === id ? { ...item, x: position.col, y: position.row, w: position.sizeX, h: position.sizeY } : item,
      );
    }
    onNotice('Layout saved.');
  }

  function onHandleKey(event: KeyboardEvent, id: string) {
    const move = (event.shiftKey ? SHIFT_KEYS : KEYS)[event.key];
    if (!move) return;
    event.preventDefault();
    keyboardFocus.current = id;
    void save(keyboardStep(latest.current, id, move));
  }

  async function remove(widget: Widget) {
    const result = await deleteWidget({ id: widget.id });
    onNotice(result.error ? (result.error.graphQLErrors[0]?.message ?? 'The widget was not removed.') : 'Widget removed.');
    onRemoved();
  }

  const heights = new Map(layout.map((item) => [item.i, item.h * ROW_HEIGHT + (item.h - 1) * MARGIN]));
  return (
    <div ref={containerRef} className="dashboard-grid">
      {editable ? (
        <p id={instructions} className="visually-hidden">
          Drag a widget by its Move handle, or focus the handle and use the arrow keys to move it and Shift with the arrow keys to resize
          it.
        </p>
      ) : null}
      {mounted ? (
        <ReactGridLayout
          layout={layout}
          width={width}
          gridConfig={{ cols: GRID_COLUMNS, rowHeight: ROW_HEIGHT, margin: [MARGIN, MARGIN], containerPadding: [0, 0] }}
          dragConfig={{ enabled: editable, handle: '.widget-move' }}
          resizeConfig={{ enabled: editable, handles: ['se'] }}
          onDragStop={(next) => void save(next)}
          onResizeStop={(next) => void save(next)}
        >
          {widgets.map((widget) => {
            const titleId = `widget-title-${widget.databaseId}`;
            return (
              <section key={widget.id} className="widget" aria-labelledby={titleId} data-widget-id={widget.databaseId}>
                <header className="widget-header">
                  {editable ? (
                    <button
                      type="button"
                      className="widget-move"
                      data-widget={widget.id}
                      onBlur={() => (keyboardFocus.current = null)}
                      aria-describedby={`${titleId} ${instructions}`}
                      onKeyDown={(event) => onHandleKey(event, widget.id)}
                    >
                      Move
                    </button>
                  ) : null}
                  <h2 id={titleId} className={widget.visualization ? 'widget-title' : 'widget-title visually-hidden'}>
                    {widgetTitle(widget)}
                  </h2>
                  {editable ? (
                    <Button variant="quiet" aria-describedby={titleId} onPress={() => void remove(widget)}>
                      Remove
                    </Button>
                  ) : null}
                </header>
                <WidgetBody widget={widget} titleId={titleId} height={(heights.get(widget.id) ?? 300) - 84} />
              </section>
            );
          })}
        </ReactGridLayout>
      ) : null}
    </div>
  );
}

/** A widget's content; it may scroll (a long text or table), so it takes the focus for keyboard scrolling. */
function WidgetBody({ widget, titleId, height }: { widget: Widget; titleId: string; height: number }) {
  const scrollable = { tabIndex: 0, role: 'group', 'aria-labelledby': titleId } as const;
  const result = useMemo<RenderResult | null>(
    () =>
      widget.result
        ? {
            columns: widget.result.columns as RenderResult['columns'],
            rows: widget.result.rows as RenderResult['rows'],
            rowCount: widget.result.rowCount,
          }
        : null,
    [widget.result],
  );
  if (!widget.visualization) {
    // markdown-it with html: false, images off and links checked (markdown.ts): no raw HTML gets through.
    return (
      <div {...scrollable} className="widget-body widget-text" dangerouslySetInnerHTML={{ __html: markdownHtml(widget.text ?? '') }} />
    );
  }
  if (!result) return <p className="widget-body muted">No result yet: "Refresh" runs its query.</p>;
  return (
    <div {...scrollable} className="widget-body" data-row-count={result.rowCount}>
      <VisualizationView
        type={widget.visualization.type}
        options={(widget.visualization.options ?? {}) as Record<string, unknown>}
        result={result}
        label={widget.visualization.name}
        height={Math.max(80, height)}
      />
      {widget.result ? (
        <p className="widget-updated muted">
          Updated <time dateTime={widget.result.retrievedAt}>{new Date(widget.result.retrievedAt).toLocaleString()}</time>
        </p>
      ) : null}
    </div>
  );
}

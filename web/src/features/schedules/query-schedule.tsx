import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { Button } from '../../ui/button';
import { useMaySchedule } from './may-schedule';
import { EntitySchedulesQuery } from './schedule-documents';
import './schedules.css';

// The editor (and croner, which computes its fire times) loads when it is opened: the query page
// draws only a line about the schedule.
const ScheduleEditor = lazy(() => import('./schedule-editor').then((m) => ({ default: m.ScheduleEditor })));

const CONTEXT = { additionalTypenames: ['Schedule'] };

const cronOf = (spec: unknown) => (spec && typeof spec === 'object' && 'cron' in spec ? String((spec as { cron: unknown }).cron) : '');

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'long' }).format(new Date(iso));

/**
 * The query page's mount point for the schedule editor: a query's schedule is edited like a
 * monitor's. Shown to those who may attach schedules (the schedule permission, or admin).
 */
export function QuerySchedule({ queryId }: { queryId: string }) {
  const maySchedule = useMaySchedule();
  const [open, setOpen] = useState(false);
  const [{ data }] = useQuery({
    query: EntitySchedulesQuery,
    variables: { entityType: 'query', entityId: queryId },
    pause: !maySchedule || open,
    context: useMemo(() => CONTEXT, []),
  });
  if (!maySchedule) return null;
  if (open) {
    return (
      <div className="query-schedule">
        <Suspense fallback={<p role="status">Loading the schedule editor…</p>}>
          <ScheduleEditor entityType="query" entityId={queryId} focusOnOpen />
        </Suspense>
      </div>
    );
  }
  const saved = data?.schedules.edges[0]?.node;
  return (
    <section className="query-schedule" aria-labelledby="query-schedule-title">
      <h2 id="query-schedule-title">Schedule</h2>
      <p data-testid="query-schedule-summary">
        {!data
          ? 'Loading…'
          : !saved
            ? 'Not scheduled: it runs when someone runs it.'
            : saved.enabled
              ? `Runs on "${cronOf(saved.spec)}" (${saved.timezone})${saved.nextRunAt ? `; next at ${when(saved.nextRunAt, saved.timezone)}` : ''}.`
              : `Disabled: "${cronOf(saved.spec)}" (${saved.timezone}) does not run.`}
      </p>
      <Button onPress={() => setOpen(true)}>Edit schedule</Button>
    </section>
  );
}

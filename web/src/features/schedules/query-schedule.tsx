import { ScheduleEditor, useMaySchedule } from './schedule-editor';

/**
 * The query page's mount point for the schedule editor: a query's schedule is edited like a
 * monitor's. Shown to those who may attach schedules (the schedule permission, or admin).
 */
export function QuerySchedule({ queryId }: { queryId: string }) {
  const maySchedule = useMaySchedule();
  if (!maySchedule) return null;
  return (
    <div className="query-schedule">
      <ScheduleEditor entityType="query" entityId={queryId} />
    </div>
  );
}

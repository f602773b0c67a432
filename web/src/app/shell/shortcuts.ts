/** The keyboard shortcuts the shell listens to, listed by the `?` dialog. */
export const SHORTCUTS = [
  { keys: ['Ctrl', 'K'], description: 'Search queries and dashboards (⌘ K on a Mac)' },
  { keys: ['?'], description: 'Show these shortcuts' },
  { keys: ['Esc'], description: 'Close a dialog or menu' },
  { keys: ['Ctrl', 'Enter'], description: 'Run the query (in the editor)' },
] as const;

export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** Whether a key went to a text field, where `?` is just a character. */
export function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

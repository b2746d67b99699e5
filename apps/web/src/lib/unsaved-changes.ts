// Leaving with unsaved changes asks first, for every form of the kit (docs/decisions.md "Leaving
// a form with unsaved changes asks first"). Each form says here whether it holds changes not yet
// saved; the first of them that does runs the page's one leave guard (use-leave-guard.ts: the tab
// closing, a link of the site, the browser's back), so two open forms ask once, not twice.
// A screen's programmatic move asks through confirmLeave().
import { useEffect, useSyncExternalStore } from 'react';
import { useLeaveGuard } from './use-leave-guard.ts';

/** The forms holding unsaved changes, in the order they got them: id → the question. */
const unsavedForms = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function mark(id: string, question: string | null) {
  const changed = question === null ? unsavedForms.delete(id) : !unsavedForms.has(id);
  if (question !== null) unsavedForms.set(id, question);
  if (changed) for (const listener of listeners) listener();
}

const firstId = () => unsavedForms.keys().next().value ?? null;

/** True when nothing would be lost, or the reader agreed to lose it. */
export function confirmLeave(): boolean {
  const question = unsavedForms.values().next().value;
  return question === undefined || window.confirm(question);
}

/** Registers a form's unsaved state while it is mounted; the first unsaved form guards the page. */
export function useUnsavedGuard(id: string, unsaved: boolean, question: string): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    mark(id, question);
    return () => mark(id, null);
  }, [id, unsaved, question]);
  const first = useSyncExternalStore(
    subscribe,
    () => firstId() === id,
    () => false,
  );
  useLeaveGuard(unsaved && first, question);
}

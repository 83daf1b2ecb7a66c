import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentFieldProblem, SavedDraft } from '@dpu/contracts';
import { StudioError, type ConflictCurrent, type DraftInput } from './studio-api';

// Auto-save of a draft: an edit is saved once typing pauses (debounced); one save at a time,
// the newest content after it. A refused save ('409': someone saved first) stops saving and
// keeps both texts: ours stays in the form, theirs is shown, the editor decides.

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'conflict';

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  idle: '',
  pending: '有未保存的修改',
  saving: '保存中…',
  saved: '已保存',
  failed: '保存失败',
  conflict: '保存被拒绝：他人已先保存',
};

export type DraftContent = Omit<DraftInput, 'baseVersion'>;

export interface AutosaveOptions {
  save: (input: DraftInput) => Promise<SavedDraft>;
  /** The draftVersion the editor loaded. */
  version: number;
  delayMs?: number;
  onSaved?: (saved: SavedDraft) => void;
}

export function useAutosave({ save, version, delayMs = 1000, onSaved }: AutosaveOptions) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string>();
  const [conflict, setConflict] = useState<ConflictCurrent>();
  const [problems, setProblems] = useState<ContentFieldProblem[]>();
  const base = useRef(version);
  const latest = useRef<DraftContent | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef<Promise<boolean> | undefined>(undefined);
  const blocked = useRef(false);
  const callbacks = useRef({ save, onSaved });
  callbacks.current = { save, onSaved };

  const run = useCallback(async (): Promise<boolean> => {
    while (running.current) await running.current;
    const content = latest.current;
    if (!content || blocked.current) return !content;
    latest.current = undefined;
    setStatus('saving');
    const attempt = (async () => {
      try {
        const saved = await callbacks.current.save({ baseVersion: base.current, ...content });
        base.current = saved.draftVersion;
        setProblems(saved.problems);
        setError(undefined);
        callbacks.current.onSaved?.(saved);
        setStatus(latest.current ? 'pending' : 'saved');
        return true;
      } catch (caught) {
        // what was typed stays to be saved again (a newer edit wins)
        latest.current ??= content;
        if (caught instanceof StudioError && caught.code === '409' && caught.conflict) {
          blocked.current = true;
          setConflict(caught.conflict);
          setStatus('conflict');
        } else {
          setError(caught instanceof Error ? caught.message : String(caught));
          setStatus('failed');
        }
        return false;
      }
    })();
    running.current = attempt;
    const ok = await attempt;
    running.current = undefined;
    if (ok && latest.current && !timer.current) timer.current = setTimeout(fire, delayMs);
    return ok;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fire is stable (below)
  }, [delayMs]);

  const fire = useCallback(() => {
    timer.current = undefined;
    void run();
  }, [run]);

  /** An edit: saved once typing pauses. */
  const schedule = useCallback(
    (content: DraftContent) => {
      latest.current = content;
      if (blocked.current) return;
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(fire, delayMs);
    },
    [delayMs, fire],
  );

  /** Saves what is waiting now (before 发布); answers whether everything is saved. */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    return run();
  }, [run]);

  /**
   * After a conflict: 'mine' saves our text over theirs (their text stays in the
   * history of refused saves); 'theirs' drops ours and answers their text to load.
   */
  const resolve = useCallback(
    async (choice: 'mine' | 'theirs', current?: DraftContent) => {
      if (!conflict) return;
      base.current = conflict.draftVersion;
      blocked.current = false;
      setConflict(undefined);
      if (choice === 'theirs') {
        latest.current = undefined;
        setStatus('saved');
        return;
      }
      if (current) latest.current = current;
      await flush();
    },
    [conflict, flush],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  // leaving the page with text not yet saved: the browser asks first
  const unsaved =
    status === 'pending' || status === 'saving' || status === 'failed' || status === 'conflict';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return {
    status,
    error,
    conflict,
    problems,
    schedule,
    flush,
    resolve,
    baseVersion: () => base.current,
  };
}

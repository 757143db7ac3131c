// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canAnimatePageChange, commitPageChange, REDUCED_MOTION_QUERY } from '#runtime/app/content-transition.ts';

type Doc = Omit<Document, 'startViewTransition'> & { startViewTransition?: unknown };

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({ matches: reduce && query === REDUCED_MOTION_QUERY }) as MediaQueryList);
}

/** Each started transition finishes when `finish(i)` is called; `skip(i)` rejects its `ready` as Chromium does. */
function stubViewTransitions() {
  const finishers: Array<() => void> = [];
  const skippers: Array<() => void> = [];
  const start = vi.fn((update: () => void) => {
    update();
    const finished = new Promise<void>((resolve) => finishers.push(resolve));
    const ready = new Promise<void>((_, reject) => skippers.push(() => reject(new DOMException('Transition was skipped', 'AbortError'))));
    return { ready, finished };
  });
  (document as Doc).startViewTransition = start;
  return { start, finish: (i = 0) => finishers[i]!(), skip: (i = 0) => skippers[i]!() };
}

afterEach(() => {
  delete (document as Doc).startViewTransition;
  delete document.documentElement.dataset.quireTransition;
});

describe('content view transitions', () => {
  it('animate only when enabled, supported and motion is welcome', () => {
    setReducedMotion(false);
    expect(canAnimatePageChange(true)).toBe(false); // jsdom has no startViewTransition
    stubViewTransitions();
    expect(canAnimatePageChange(true)).toBe(true);
    expect(canAnimatePageChange(false)).toBe(false);
    setReducedMotion(true);
    expect(canAnimatePageChange(true)).toBe(false);
  });

  it('run the page change inside startViewTransition and mark the document meanwhile', async () => {
    setReducedMotion(false);
    const { start, finish } = stubViewTransitions();
    const update = vi.fn(() => {
      expect(document.documentElement.dataset.quireTransition).toBe('page');
    });
    commitPageChange(update, true);
    expect(start).toHaveBeenCalledOnce();
    expect(update).toHaveBeenCalledOnce();
    finish();
    await vi.waitFor(() => expect(document.documentElement.dataset.quireTransition).toBeUndefined());
  });

  it('swallow the rejection of a skipped transition and keep the mark until the newest one ends', async () => {
    setReducedMotion(false);
    const { start, finish, skip } = stubViewTransitions();
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      commitPageChange(() => {}, true);
      commitPageChange(() => {}, true);
      expect(start).toHaveBeenCalledTimes(2);
      skip(0);
      finish(0);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(document.documentElement.dataset.quireTransition).toBe('page');
      finish(1);
      await vi.waitFor(() => expect(document.documentElement.dataset.quireTransition).toBeUndefined());
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('change the page directly when disabled or when reduced motion is preferred', () => {
    const { start } = stubViewTransitions();
    const update = vi.fn();
    setReducedMotion(false);
    commitPageChange(update, false);
    setReducedMotion(true);
    commitPageChange(update, true);
    expect(update).toHaveBeenCalledTimes(2);
    expect(start).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.quireTransition).toBeUndefined();
  });
});

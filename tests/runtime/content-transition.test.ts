// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canAnimatePageChange, commitPageChange, REDUCED_MOTION_QUERY } from '../../packages/runtime/src/content-transition';

type Doc = Document & { startViewTransition?: unknown };

function setReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({ matches: reduce && query === REDUCED_MOTION_QUERY }) as MediaQueryList);
}

function stubViewTransitions() {
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const start = vi.fn((update: () => void) => {
    update();
    return { finished };
  });
  (document as Doc).startViewTransition = start;
  return { start, finish };
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

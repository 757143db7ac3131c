// @vitest-environment jsdom
/**
 * The route table and the section's sidebar wait for the reader's first pointer press: a key (the
 * search dialog's shortcut, say) starts nothing, and the task runs once.
 */
import { describe, expect, it, vi } from 'vitest';
import { onFirstPress } from '#runtime/app/first-press.ts';

describe('onFirstPress', () => {
  it('runs its task at the first pointer press, once, and not at a key press', () => {
    const task = vi.fn();
    onFirstPress(task);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const task = vi.fn();
    onFirstPress(task)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPage } from '#core/dev/after-first-page.js';

describe('AfterFirstPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the work through the first compile and starts it a moment after the first page is bundled', () => {
    const gate = new AfterFirstPage(10_000);
    const ran: string[] = [];
    gate.run(() => ran.push('checks'));
    gate.compileDone(true);
    vi.advanceTimersByTime(5_000);
    expect(ran).toEqual([]);
    gate.pageAsked();
    gate.compileDone(false);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['checks']);
    gate.run(() => ran.push('later'));
    expect(ran).toEqual(['checks', 'later']);
  });

  it('starts the work without a page asked for once the server has been ready for a while', () => {
    const gate = new AfterFirstPage(10_000);
    const ran: string[] = [];
    gate.run(() => ran.push('checks'));
    gate.compileDone(true);
    vi.advanceTimersByTime(9_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['checks']);
  });

  it('waits for the page the browser asked for, however long its compile takes, not for the clock', () => {
    const gate = new AfterFirstPage(10_000);
    const ran: string[] = [];
    gate.run(() => ran.push('checks'));
    gate.compileDone(true);
    vi.advanceTimersByTime(3_000);
    gate.pageRequested();
    vi.advanceTimersByTime(20_000);
    expect(ran).toEqual([]);
    gate.pageAsked();
    gate.compileDone(false);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['checks']);
  });

  it('runs nothing once closed', () => {
    const gate = new AfterFirstPage(10_000);
    const ran: string[] = [];
    gate.run(() => ran.push('checks'));
    gate.compileDone(true);
    gate.close();
    vi.advanceTimersByTime(20_000);
    expect(ran).toEqual([]);
  });
});

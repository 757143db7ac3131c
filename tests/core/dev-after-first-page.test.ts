import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPage } from '#core/dev/after-first-page.js';

describe('AfterFirstPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds the work through the first page's compile and starts it when the browser has drawn the page", () => {
    const gate = new AfterFirstPage(10_000, 10_000);
    const ran: string[] = [];
    gate.run(() => ran.push('checks'));
    gate.compileDone(true);
    vi.advanceTimersByTime(5_000);
    expect(ran).toEqual([]);
    gate.pageRequested();
    gate.pageAsked();
    gate.compileDone(false);
    // The page is compiled, but the browser is still drawing it.
    vi.advanceTimersByTime(9_000);
    expect(ran).toEqual([]);
    gate.pageShown();
    expect(ran).toEqual(['checks']);
    gate.run(() => ran.push('later'));
    expect(ran).toEqual(['checks', 'later']);
    vi.advanceTimersByTime(20_000);
    expect(ran).toEqual(['checks', 'later']);
  });

  it("starts the work a while after the first page's compile when no browser says it drew it, however many compiles follow", () => {
    const gate = new AfterFirstPage(10_000, 10_000);
    const ran: string[] = [];
    gate.run(() => ran.push('checks'));
    gate.compileDone(true);
    gate.pageRequested();
    gate.pageAsked();
    gate.compileDone(false);
    vi.advanceTimersByTime(6_000);
    gate.compileDone(false);
    vi.advanceTimersByTime(3_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['checks']);
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
    gate.pageShown();
    expect(ran).toEqual(['checks']);
  });

  it('runs nothing once closed', () => {
    const gate = new AfterFirstPage(10_000);
    const ran: string[] = [];
    gate.run(() => ran.push('checks'));
    gate.compileDone(true);
    gate.pageAsked();
    gate.compileDone(false);
    gate.close();
    vi.advanceTimersByTime(20_000);
    expect(ran).toEqual([]);
  });
});

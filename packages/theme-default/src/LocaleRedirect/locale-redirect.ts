/** Which locale a first-time visitor's browser asks for, if it differs from the page's. */
export const VISITED_KEY = 'quire-locale-visited';

const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|headless/i;

export function isBot(userAgent: string): boolean {
  return BOT.test(userAgent);
}

/** `zh-CN` → `zh` when `zh` is configured; exact matches win over language-only ones. */
export function preferredLocale(browserLanguages: readonly string[], locales: readonly string[]): string | undefined {
  for (const wanted of browserLanguages) {
    const lower = wanted.toLowerCase();
    const exact = locales.find((l) => l.toLowerCase() === lower);
    if (exact) return exact;
    const base = locales.find((l) => l.toLowerCase() === lower.split('-')[0]);
    if (base) return base;
  }
  return undefined;
}

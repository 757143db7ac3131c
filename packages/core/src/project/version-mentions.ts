/**
 * A page reads the site's list of versions only to tell whether a link names one (`/v1/guide/x`,
 * `../../v1/en/x`), so its compile key holds the versions its text mentions, not the whole list:
 * adding a version leaves every page that does not name it answered by the compile cache.
 */

/** The versions whose name the text contains anywhere (a superset of those its links name). */
export function mentionedVersions(text: string, versions: readonly string[]): string[] {
  return versions.filter((name) => text.includes(name));
}

/** The names in one list and not in the other. */
export function changedVersions(before: readonly string[], now: readonly string[]): string[] {
  return [...before.filter((name) => !now.includes(name)), ...now.filter((name) => !before.includes(name))];
}

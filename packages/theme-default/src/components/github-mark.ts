/**
 * The theme's own simple drawing for GitHub (path data in a 24 × 24 box), shared by the social
 * icons and the source code link: a cat's head with ears, a nod to the octocat, not a copy of it.
 */
export const GITHUB_MARK =
  'M5 3.5l3.2 3.1a9.3 9.3 0 0 1 7.6 0L19 3.5c.6 1.6.7 3.6.3 5.1A7.5 7.5 0 0 1 20.5 13c0 4.4-3.8 7.5-8.5 7.5S3.5 17.4 3.5 13c0-1.6.4-3.1 1.2-4.4-.4-1.5-.3-3.5.3-5.1zM9 12.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm6 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z';

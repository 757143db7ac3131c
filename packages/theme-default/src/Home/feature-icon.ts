/** What a feature card's `icon` is: an image to load (a path or URL) or text drawn as is (an emoji). */
export type FeatureIcon = { kind: 'image'; src: string } | { kind: 'text'; text: string };

export function featureIcon(icon: string): FeatureIcon {
  return /^(\/|https?:\/\/|data:image\/)/.test(icon) ? { kind: 'image', src: icon } : { kind: 'text', text: icon };
}

/** Accessible names of the navbar's controls, per language (English for any other). */
import { useLang } from '@quire/runtime';

export interface NavTexts {
  theme: string;
  light: string;
  dark: string;
  auto: string;
  siteNavigation: string;
  socialLinks: string;
  moreSocialLinks: string;
  announcement: string;
  dismissBanner: string;
  languages: string;
}

const EN: NavTexts = {
  theme: 'Theme',
  light: 'Light theme',
  dark: 'Dark theme',
  auto: 'Auto theme (follow system)',
  siteNavigation: 'Site navigation',
  socialLinks: 'Social links',
  moreSocialLinks: 'More social links',
  announcement: 'Announcement',
  dismissBanner: 'Dismiss banner',
  languages: 'Languages',
};

const ZH: NavTexts = {
  theme: '主题',
  light: '浅色主题',
  dark: '深色主题',
  auto: '自动主题（跟随系统）',
  siteNavigation: '站点导航',
  socialLinks: '社交链接',
  moreSocialLinks: '更多社交链接',
  announcement: '公告',
  dismissBanner: '关闭公告',
  languages: '语言',
};

export function navTexts(lang: string): NavTexts {
  return lang === 'zh' || lang.startsWith('zh-') ? ZH : EN;
}

export function useNavTexts(): NavTexts {
  return navTexts(useLang());
}

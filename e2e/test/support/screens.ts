// The two screens every journey checks: a desktop at 1280 px and a phone at 375 px.
export interface Screen {
  name: 'desktop' | 'phone';
  viewport: { width: number; height: number };
  isMobile: boolean;
}

export const DESKTOP: Screen = { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false };
export const PHONE: Screen = { name: 'phone', viewport: { width: 375, height: 812 }, isMobile: true };
export const SCREENS: Screen[] = [DESKTOP, PHONE];

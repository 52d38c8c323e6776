// The browser lists several demo games are certified for.
export const DESKTOP_AND_MOBILE_BROWSERS = ["chrome", "firefox", "safari", "edge", "samsung_internet"];
export const MODERN_BROWSERS = ["chrome", "safari", "edge"];

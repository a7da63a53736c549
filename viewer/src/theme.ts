// Dark mode: the system's preference (prefers-color-scheme, in the CSS) unless the person picks
// light or dark with the toggle, remembered in localStorage.
export type Theme = "system" | "light" | "dark";
const KEY = "trace-ledger.theme";

export function storedTheme(): Theme {
  const value = localStorage.getItem(KEY);
  return value === "light" || value === "dark" ? value : "system";
}

export function applyTheme(theme: Theme): void {
  if (theme === "system") {
    delete document.documentElement.dataset.theme;
    localStorage.removeItem(KEY);
  } else {
    document.documentElement.dataset.theme = theme;
    localStorage.setItem(KEY, theme);
  }
}

export const nextTheme = (theme: Theme): Theme => (theme === "system" ? "dark" : theme === "dark" ? "light" : "system");

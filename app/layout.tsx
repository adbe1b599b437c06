import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { inter } from "./font";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Staydesk", template: "%s · Staydesk" },
  description: "Enquiries, quotes and bookings for serviced apartments.",
};

// Every page renders per request: the Content-Security-Policy's nonce (proxy.ts) is new
// each time, and a page prerendered at build time would carry scripts without it.
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}

import { FrameLink } from "@/components/ui/frame-link";
import type { ReactNode } from "react";
import { Logo } from "@/components/logo";
import { Toaster } from "@/components/ui/toaster";

/** The frame of the pages seen signed out (sign-in, sign-up, invitations, an unknown address): the logo, home, and one column. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <Toaster>
      <div className="flex min-h-screen flex-col items-center px-4 py-10 sm:py-16">
        <header>
          <FrameLink href="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
            <Logo className="text-lg" />
          </FrameLink>
        </header>
        <main className="mt-8 w-full max-w-md">{children}</main>
      </div>
    </Toaster>
  );
}

"use client";

import { FrameLink } from "@/components/ui/frame-link";
import type { ReactNode } from "react";
import type { FormAction } from "@/lib/shared/action-state";
import { Logo } from "../logo";
import { MobileNav } from "./mobile-nav";
import { NavLinks } from "./nav-links";
import { OrganizationSwitcher, type SwitcherMembership } from "./organization-switcher";
import { UserMenu } from "./user-menu";

export type AppShellProps = {
  user: { name: string; email: string };
  role: "admin" | "agent";
  /** The member's unread notifications, shown beside "Notifications". */
  unread: number;
  organization: SwitcherMembership;
  memberships: SwitcherMembership[];
  switchAction: FormAction;
  signOutAction: (formData: FormData) => Promise<void>;
  children: ReactNode;
};

/**
 * The portal's frame: a sidebar on wide screens, a top bar with a drawer on narrow ones.
 * Everything in it comes from the layout, which loaded the member once.
 */
export function AppShell({ user, role, unread, organization, memberships, switchAction, signOutAction, children }: AppShellProps) {
  const sidebar = (onNavigate?: () => void) => (
    <div className="flex h-full flex-col gap-6">
      <FrameLink href="/dashboard" onClick={onNavigate} className="self-start rounded-md px-1 focus-visible:outline-2 focus-visible:outline-brand-600">
        <Logo />
      </FrameLink>
      <OrganizationSwitcher current={organization} memberships={memberships} switchAction={switchAction} />
      <div className="flex-1">
        <NavLinks isAdmin={role === "admin"} unread={unread} onNavigate={onNavigate} />
      </div>
      <UserMenu name={user.name} email={user.email} roleLabel={role === "admin" ? "Admin" : "Agent"} signOutAction={signOutAction} />
    </div>
  );

  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* The aside stretches to the page's full height (its background and border go all the
          way down); the sticky inner column keeps the navigation in view while scrolling. */}
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
        <div className="sticky top-0 h-screen overflow-y-auto px-4 py-5">{sidebar()}</div>
      </aside>
      <header className="sticky top-0 z-30 flex items-center justify-between gap-4 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
        <FrameLink href="/dashboard" className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
          <Logo />
        </FrameLink>
        <p className="min-w-0 flex-1 truncate text-right text-sm font-medium text-slate-600">{organization.name}</p>
        <MobileNav unread={unread}>{(close) => sidebar(close)}</MobileNav>
      </header>
      <main id="content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        {/* Reading width, except on a page that marks an element data-wide (the comparison's columns). */}
        <div className="mx-auto w-full max-w-5xl px-4 py-6 has-[[data-wide]]:max-w-[100rem] sm:px-6 lg:px-10 lg:py-10">{children}</div>
      </main>
    </div>
  );
}

"use client";

import { FrameLink } from "@/components/ui/frame-link";
import { usePathname } from "next/navigation";
import type { ComponentType, SVGProps } from "react";
import { BellIcon, BookIcon, BriefcaseIcon, ChartIcon, ClipboardIcon, EnquiriesIcon, EnvelopeIcon, HomeIcon, MailIcon, PinIcon, PlugIcon, UserIcon, UsersIcon } from "../icons";
import styles from "./nav-links.module.css";

type NavItem = { href: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>>; adminOnly?: boolean; showsUnread?: boolean };
type NavSection = { label?: string; items: NavItem[] };

// The portal's navigation. Admin-only entries are hidden from agents; the pages
// themselves check the role too.
const SECTIONS: NavSection[] = [
  {
    items: [
      { href: "/dashboard", label: "Dashboard", icon: HomeIcon },
      { href: "/enquiries", label: "Enquiries", icon: EnquiriesIcon },
      { href: "/notifications", label: "Notifications", icon: BellIcon, showsUnread: true },
      { href: "/whereabouts", label: "Who is where", icon: PinIcon },
      { href: "/reports", label: "Reports", icon: ChartIcon },
    ],
  },
  {
    label: "Settings",
    items: [
      { href: "/settings/connections", label: "Connections", icon: PlugIcon, adminOnly: true },
      { href: "/settings/members", label: "Members", icon: UsersIcon, adminOnly: true },
      { href: "/settings/agency", label: "Agency", icon: MailIcon, adminOnly: true },
      { href: "/settings/clients", label: "Clients", icon: BriefcaseIcon },
      { href: "/settings/exchange-rates", label: "Exchange rates", icon: ChartIcon, adminOnly: true },
      { href: "/settings/audit", label: "Audit trail", icon: ClipboardIcon, adminOnly: true },
      { href: "/settings/mail", label: "E-mail log", icon: EnvelopeIcon, adminOnly: true },
      { href: "/settings/notifications", label: "Notification e-mails", icon: BellIcon },
      // The service's API, for the admins who connect systems to it (a page outside the portal's frame).
      { href: "/docs/api", label: "API reference", icon: BookIcon, adminOnly: true },
      { href: "/account", label: "Your account", icon: UserIcon },
    ],
  },
];

export function NavLinks({ isAdmin, unread = 0, onNavigate }: { isAdmin: boolean; unread?: number; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="flex flex-col gap-6">
      {SECTIONS.map((section, i) => {
        const items = section.items.filter((item) => isAdmin || !item.adminOnly);
        if (items.length === 0) return null;
        return (
          <div key={section.label ?? i}>
            {section.label ? <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{section.label}</p> : null}
            <ul className="flex flex-col gap-1">
              {items.map(({ href, label, icon: Icon, showsUnread }) => {
                const active = pathname === href || pathname.startsWith(`${href}/`);
                const count = showsUnread && unread > 0 ? unread : 0;
                return (
                  <li key={href}>
                    <FrameLink
                      href={href}
                      onClick={onNavigate}
                      aria-current={active ? "page" : undefined}
                      aria-label={count ? `${label}, ${count > 99 ? "more than 99" : count} unread` : undefined}
                      className={`${styles.link} ${active ? styles.active : styles.idle}`}
                    >
                      <Icon className={active ? styles.iconActive : styles.icon} />
                      {label}
                      {count ? <span className={styles.count}>{count > 99 ? "99+" : count}</span> : null}
                    </FrameLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

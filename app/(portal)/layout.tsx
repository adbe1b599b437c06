import type { ReactNode } from "react";
import { AppShell } from "@/components/app-shell/app-shell";
import { TimeZoneProvider, TimeZoneSync } from "@/components/time/time-zone";
import { Toaster } from "@/components/ui/toaster";
import { DEFAULT_TIME_ZONE } from "@/lib/shared/format";
import { listMemberships } from "@/lib/portal/organizations/list-memberships";
import { requireMember } from "@/lib/portal/session/require-member";
import { getTimeZone } from "@/lib/portal/time-zone/get-time-zone";
import { signOutAction } from "../(auth)/actions";
import { rememberTimeZoneAction, switchOrganizationAction } from "./actions";

// Every page below needs a signed-in member. The member and organisation are loaded
// once here for the frame; each page checks again for itself (layouts do not re-run on
// every navigation, and a page can be requested on its own).
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const { user, member, organization } = await requireMember();
  const [memberships, timeZone] = await Promise.all([listMemberships(user.id), getTimeZone()]);
  return (
    <TimeZoneProvider zone={timeZone ?? DEFAULT_TIME_ZONE}>
      <TimeZoneSync known={timeZone} remember={rememberTimeZoneAction} />
      <Toaster>
        <AppShell
          user={{ name: user.name, email: user.email }}
          role={member.role}
          organization={{ organizationId: organization.id, name: organization.name }}
          memberships={memberships.map((m) => ({ organizationId: m.organizationId, name: m.name }))}
          switchAction={switchOrganizationAction}
          signOutAction={signOutAction}
        >
          {children}
        </AppShell>
      </Toaster>
    </TimeZoneProvider>
  );
}

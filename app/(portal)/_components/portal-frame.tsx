import type { ReactNode } from "react";
import { AppShell } from "@/components/app-shell/app-shell";
import { TimeZoneProvider, TimeZoneSync } from "@/components/time/time-zone";
import { Toaster } from "@/components/ui/toaster";
import { countUnreadNotifications } from "@/lib/portal/notifications/count-unread-notifications";
import { getMember, type MemberContext } from "@/lib/portal/session/get-member";
import { getTimeZone } from "@/lib/portal/time-zone/get-time-zone";
import { DEFAULT_TIME_ZONE } from "@/lib/shared/format";
import { signOutAction } from "../../(auth)/actions";
import { rememberTimeZoneAction, switchOrganizationAction } from "../actions";

/** The signed-in member's frame: navigation, organisation switcher and user menu around the page, times in their zone. */
export async function PortalFrame({ context, children }: { context: MemberContext; children: ReactNode }) {
  const { user, member, organization } = context;
  // Both were read with the member (once a request): the memberships by getMember, the zone with the session.
  const [lookup, timeZone, unread] = await Promise.all([getMember(), getTimeZone(), countUnreadNotifications(organization.id, user.id)]);
  const memberships = lookup.status === "member" ? lookup.memberships : [];
  return (
    <TimeZoneProvider zone={timeZone ?? DEFAULT_TIME_ZONE}>
      <TimeZoneSync known={timeZone} remember={rememberTimeZoneAction} />
      <Toaster>
        <AppShell
          user={{ name: user.name, email: user.email }}
          role={member.role}
          unread={unread}
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

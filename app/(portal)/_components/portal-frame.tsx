import type { ReactNode } from "react";
import { AppShell } from "@/components/app-shell/app-shell";
import { Toaster } from "@/components/ui/toaster";
import { listMemberships } from "@/lib/portal/organizations/list-memberships";
import type { MemberContext } from "@/lib/portal/session/get-member";
import { signOutAction } from "../../(auth)/actions";
import { switchOrganizationAction } from "../actions";

/** The signed-in member's frame: navigation, organisation switcher and user menu around the page. */
export async function PortalFrame({ context, children }: { context: MemberContext; children: ReactNode }) {
  const { user, member, organization } = context;
  const memberships = await listMemberships(user.id);
  return (
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
  );
}

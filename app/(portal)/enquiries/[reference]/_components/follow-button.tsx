"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { followEnquiryAction } from "../follow-actions";

/** "Follow" or "Following" the enquiry: its notifications reach the member as they reach its sender. */
export function FollowButton({ serviceReference, following }: { serviceReference: string; following: boolean }) {
  const [, action] = useActionState(useToastingAction(followEnquiryAction, { errors: true }), IDLE);
  return (
    <form action={action}>
      <input type="hidden" name="serviceReference" value={serviceReference} />
      <input type="hidden" name="follow" value={following ? "no" : "yes"} />
      <SubmitButton variant="secondary" pendingLabel={following ? "Unfollowing…" : "Following…"}>
        {following ? "Following" : "Follow"}
      </SubmitButton>
    </form>
  );
}

import { z } from "zod";
import { ClosureReason } from "./common";

/** The states a sandbox change-state request may ask for (specification, part 4.4). */
export const SANDBOX_TARGET_STATES = ["SHORTLISTING", "QUOTED", "CLOSED"] as const;
export type SandboxTargetState = (typeof SANDBOX_TARGET_STATES)[number];

export const ChangeStateRequest = z
  .object({
    enquiryState: z.enum(SANDBOX_TARGET_STATES).meta({ description: "Only forward moves; CLOSED from NEW, SHORTLISTING or QUOTED." }),
    closureReason: z.union([ClosureReason, z.null()])
      .optional()
      .meta({ description: "Only with CLOSED (optional there: the enquiry then closes with a null reason)." }),
  })
  .refine((b) => b.enquiryState === "CLOSED" || b.closureReason == null, {
    message: "closureReason is only accepted with enquiryState CLOSED.",
    path: ["closureReason"],
  })
  .meta({ id: "ChangeStateRequest", description: "Unknown fields are ignored." });
export type ChangeStateRequest = z.infer<typeof ChangeStateRequest>;

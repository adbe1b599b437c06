import { expect } from "vitest";
import { PortalError } from "@/lib/portal/errors";

/** The PortalError a portal operation was refused with; the test fails if it succeeded or failed another way. */
export async function refusal(operation: Promise<unknown>): Promise<PortalError> {
  const error = await operation.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PortalError);
  return error as PortalError;
}

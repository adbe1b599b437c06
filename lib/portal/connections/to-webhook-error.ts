import "server-only";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import { MAX_WEBHOOKS } from "@/lib/contract/webhook";
import { toPortalErrorFromClient } from "../client-errors";
import { PortalError } from "../errors";

/** A failed webhook call in words, on the field it is about. */
export function toWebhookError(error: unknown): unknown {
  if (error instanceof PortalError || !(error instanceof ServiceClientError)) return error;
  if (error instanceof ServiceProblemError) {
    switch (error.code) {
      case "RESOURCE_ALREADY_EXISTS":
        return new PortalError("CONFLICT", "A webhook with this URL exists already.", { url: ["This URL is already registered: edit that webhook instead."] });
      case "MAX_RESOURCE_COUNT_REACHED":
        return new PortalError("CONFLICT", `The provider allows at most ${MAX_WEBHOOKS} webhooks: delete one first.`, {
          form: [`The provider allows at most ${MAX_WEBHOOKS} webhooks: delete one first.`],
        });
      case "VALIDATION_ERROR": {
        const fields = Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: [error.detail ?? error.title] };
        return new PortalError("INVALID", "The provider did not accept the webhook.", fields);
      }
      case "RESOURCE_NOT_FOUND":
        return new PortalError("NOT_FOUND", "The provider has no such webhook any more: it may have been deleted elsewhere.");
    }
  }
  return toPortalErrorFromClient(error, "the webhooks were not changed");
}

// The portal's only way to the service: HTTP, with an organisation's key.
export { createServiceClient, DEFAULT_TIMEOUT_MS } from "./service-client";
export type {
  AmendEnquiryOptions,
  AmendmentPage,
  AmendmentsQuery,
  CallOptions,
  DeliveriesQuery,
  DeliveryPage,
  AttachmentFile,
  MessagePage,
  MessagesQuery,
  PostMessageOptions,
  QuotePage,
  QuotesQuery,
  RequestBookingChangeOptions,
  ServiceClient,
  ServiceClientOptions,
  VerificationKey,
  WebhookInput,
} from "./service-client";
export { provisionSandboxAccount } from "./provision-sandbox-account";
export type { ProvisionOptions } from "./provision-sandbox-account";
export {
  isExtensionMissing,
  ServiceAnswerTooLargeError,
  ServiceClientError,
  ServiceNetworkError,
  ServiceProblemError,
  ServiceResponseError,
  ServiceTimeoutError,
  type ServiceProblemCode,
} from "./errors";
export { getOpenApiDocument } from "./get-openapi-document";

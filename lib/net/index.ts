// Outgoing requests the server makes to addresses that users choose (webhook receivers,
// a connection's base URL): which addresses are allowed, and a fetch pinned to the one
// that was checked. Shared by the service and the portal.
export { isGlobalUnicast } from "./global-address";
export { pinnedFetch, pinnedRequest } from "./pinned-fetch";
export { resolveTarget, TargetRefusedError, type PinnedAddress, type RefusalKind, type ResolveOptions } from "./resolve-target";

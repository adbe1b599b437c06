import "server-only";

// An approver's link carries a token of the same kind as a share link's: 32 random bytes,
// only its SHA-256 kept. How long it decides: long enough for a manager back from a trip,
// short enough that the quote it approves still holds.

export { hashShareToken as hashApprovalToken, isShareTokenShape as isApprovalTokenShape, newShareToken as newApprovalToken } from "../share-links/share-token";

export const APPROVAL_LINK_DAYS = 7;

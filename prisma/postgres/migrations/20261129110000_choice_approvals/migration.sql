-- A client's choice that needs an approver's decision before it reaches the provider, and
-- each approver's link to decide it (only the token's hash is kept).
CREATE TABLE "ChoiceApproval" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "shareLinkId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "quoteId" TEXT NOT NULL,
    "quoteItemId" TEXT NOT NULL,
    "chosenAt" TIMESTAMP(3) NOT NULL,
    "propertyName" TEXT NOT NULL,
    "unitName" TEXT NOT NULL,
    "priceLabel" TEXT,
    "why" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "decidedAt" TIMESTAMP(3),
    "decidedByName" TEXT,
    "decidedVia" TEXT,
    "comment" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChoiceApproval_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ApprovalLink" (
    "tokenHash" TEXT NOT NULL,
    "approvalId" TEXT NOT NULL,
    "approverName" TEXT NOT NULL,
    "approverEmail" TEXT NOT NULL,

    CONSTRAINT "ApprovalLink_pkey" PRIMARY KEY ("tokenHash")
);

CREATE INDEX "ChoiceApproval_organizationId_serviceReference_createdAt_idx" ON "ChoiceApproval"("organizationId", "serviceReference", "createdAt");
CREATE INDEX "ChoiceApproval_shareLinkId_chosenAt_idx" ON "ChoiceApproval"("shareLinkId", "chosenAt");
CREATE INDEX "ApprovalLink_approvalId_idx" ON "ApprovalLink"("approvalId");

ALTER TABLE "ApprovalLink" ADD CONSTRAINT "ApprovalLink_approvalId_fkey" FOREIGN KEY ("approvalId") REFERENCES "ChoiceApproval"("id") ON DELETE CASCADE ON UPDATE CASCADE;

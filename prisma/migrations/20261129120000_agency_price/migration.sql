-- The agency's price and brand on what the client sees: a markup and white label per
-- client, the organisation's default, and each connection's name for clients.
ALTER TABLE "Client" ADD COLUMN "markupKind" TEXT;
ALTER TABLE "Client" ADD COLUMN "markupValue" TEXT;
ALTER TABLE "Client" ADD COLUMN "markupCurrency" TEXT;
ALTER TABLE "Client" ADD COLUMN "markupRounding" TEXT NOT NULL DEFAULT 'none';
ALTER TABLE "Client" ADD COLUMN "whiteLabel" BOOLEAN;

CREATE TABLE "AgencyPricing" (
    "organizationId" TEXT NOT NULL PRIMARY KEY,
    "markupKind" TEXT NOT NULL DEFAULT 'none',
    "markupValue" TEXT,
    "markupCurrency" TEXT,
    "markupRounding" TEXT NOT NULL DEFAULT 'none',
    "whiteLabel" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL
);

ALTER TABLE "ServiceConnection" ADD COLUMN "publicName" TEXT;

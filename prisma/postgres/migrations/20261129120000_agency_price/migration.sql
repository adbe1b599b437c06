-- The agency's price and brand on what the client sees: a markup and white label per
-- client, the organisation's default, and each connection's name for clients.
ALTER TABLE "Client" ADD COLUMN "markupKind" TEXT,
ADD COLUMN "markupValue" TEXT,
ADD COLUMN "markupCurrency" TEXT,
ADD COLUMN "markupRounding" TEXT NOT NULL DEFAULT 'none',
ADD COLUMN "whiteLabel" BOOLEAN;

CREATE TABLE "AgencyPricing" (
    "organizationId" TEXT NOT NULL,
    "markupKind" TEXT NOT NULL DEFAULT 'none',
    "markupValue" TEXT,
    "markupCurrency" TEXT,
    "markupRounding" TEXT NOT NULL DEFAULT 'none',
    "whiteLabel" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AgencyPricing_pkey" PRIMARY KEY ("organizationId")
);

ALTER TABLE "ServiceConnection" ADD COLUMN "publicName" TEXT;

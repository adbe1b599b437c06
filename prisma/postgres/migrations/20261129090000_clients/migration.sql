-- The agency's clients (corporate customers): travellers, cost centres, approvers and travel policy caps.
CREATE TABLE "Client" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "activeNameKey" TEXT,
    "poNumberRequired" BOOLEAN NOT NULL DEFAULT false,
    "approvalRule" TEXT NOT NULL DEFAULT 'none',
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Client_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ClientTraveller" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "givenName" TEXT NOT NULL,
    "familyName" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientTraveller_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ClientCostCentre" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "codeKey" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientCostCentre_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ClientApprover" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientApprover_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ClientPolicyCap" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "placeKind" TEXT NOT NULL,
    "place" TEXT NOT NULL,
    "placeKey" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "nightlyCap" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientPolicyCap_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "Client_organizationId_archivedAt_name_idx" ON "Client"("organizationId", "archivedAt", "name");

CREATE UNIQUE INDEX "Client_organizationId_activeNameKey_key" ON "Client"("organizationId", "activeNameKey");

CREATE INDEX "ClientTraveller_clientId_familyName_givenName_idx" ON "ClientTraveller"("clientId", "familyName", "givenName");

CREATE UNIQUE INDEX "ClientCostCentre_clientId_codeKey_key" ON "ClientCostCentre"("clientId", "codeKey");

CREATE INDEX "ClientApprover_clientId_idx" ON "ClientApprover"("clientId");

CREATE UNIQUE INDEX "ClientPolicyCap_clientId_placeKey_key" ON "ClientPolicyCap"("clientId", "placeKey");

ALTER TABLE "ClientTraveller" ADD CONSTRAINT "ClientTraveller_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ClientCostCentre" ADD CONSTRAINT "ClientCostCentre_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ClientApprover" ADD CONSTRAINT "ClientApprover_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ClientPolicyCap" ADD CONSTRAINT "ClientPolicyCap_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

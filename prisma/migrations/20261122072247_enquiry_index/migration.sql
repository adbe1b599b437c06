-- CreateTable
CREATE TABLE "TrackedEnquiry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "serviceReference" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "clientReference" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "checkIn" TEXT,
    "checkOut" TEXT,
    "placeLabel" TEXT NOT NULL,
    "latitude" REAL NOT NULL,
    "longitude" REAL NOT NULL,
    "adults" INTEGER NOT NULL,
    "children" INTEGER NOT NULL,
    "infants" INTEGER NOT NULL,
    "leadGuestName" TEXT,
    "createdById" TEXT NOT NULL,
    "createdByName" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "TrackedEnquiry_organizationId_createdAt_idx" ON "TrackedEnquiry"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "TrackedEnquiry_organizationId_state_createdAt_idx" ON "TrackedEnquiry"("organizationId", "state", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "TrackedEnquiry_organizationId_serviceReference_key" ON "TrackedEnquiry"("organizationId", "serviceReference");

-- CreateIndex
CREATE UNIQUE INDEX "TrackedEnquiry_organizationId_externalId_key" ON "TrackedEnquiry"("organizationId", "externalId");

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationId" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "address" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_createdAt_id_idx" ON "AuditEntry"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_kind_createdAt_idx" ON "AuditEntry"("organizationId", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_actorId_createdAt_idx" ON "AuditEntry"("organizationId", "actorId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_createdAt_idx" ON "AuditEntry"("createdAt");

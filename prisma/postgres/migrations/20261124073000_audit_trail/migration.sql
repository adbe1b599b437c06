-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "address" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_createdAt_id_idx" ON "AuditEntry"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_kind_createdAt_idx" ON "AuditEntry"("organizationId", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_actorId_createdAt_idx" ON "AuditEntry"("organizationId", "actorId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_createdAt_idx" ON "AuditEntry"("createdAt");

-- CreateTable
-- UNLOGGED (written by hand: the Prisma schema cannot say it). Counts of the current
-- minute need no crash safety, and without the write-ahead log a request's count costs
-- no disk flush. After a crash PostgreSQL empties the table: budgets start afresh.
CREATE UNLOGGED TABLE "ApiRateLimit" (
    "keyId" TEXT NOT NULL,
    "bucket" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ApiRateLimit_pkey" PRIMARY KEY ("keyId","bucket")
);

-- CreateIndex
CREATE INDEX "ApiRateLimit_bucket_idx" ON "ApiRateLimit"("bucket");
